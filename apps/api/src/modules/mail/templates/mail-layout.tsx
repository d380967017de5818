/**
 * Every e-mail's HTML (react-email): the site's header, the message's paragraphs, its link as a
 * button, and a footer that says why it came and, for mail a member can stop, how to stop it.
 * One column, 100% wide up to 560 px, so it reads at 375 px. The plain-text part is the same
 * words (mail-render.ts).
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { SITE_NAME } from '@wbn/contract';

/** A paragraph of the message: lines of words, or one link (the first becomes the button). */
export type MailBlock = { kind: 'words'; lines: string[] } | { kind: 'link'; url: string };

/** The words around the message, in the recipient's language (mail-render.ts writes them). */
export type MailFooter = {
  /** Mail a member can stop: why it came, the one-click page and their settings. */
  unsubscribe?: { url: string; settingsUrl: string; why: string; stop: string; or: string; choose: string };
  /** Mail about the account, always sent. */
  always: string;
  /** The line under the button. */
  paste: string;
};

export type MailView = {
  /** The html element's lang (htmlLangOf). */
  lang: string;
  subject: string;
  blocks: MailBlock[];
  action: string;
  siteUrl: string;
  footer: MailFooter;
};

const brand = '#174c8a';
const ink = '#0f172a';
const muted = '#475569';

export function MailLayout({ lang, subject, blocks, action, siteUrl, footer }: MailView) {
  const { unsubscribe } = footer;
  const firstLink = blocks.findIndex((b) => b.kind === 'link');
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{subject}</Preview>
      <Body
        style={{ backgroundColor: '#f1f5f9', margin: 0, padding: '16px 0', fontFamily: 'Arial, Helvetica, sans-serif' }}
      >
        <Container
          style={{ maxWidth: 560, width: '100%', backgroundColor: '#ffffff', borderRadius: 12, overflow: 'hidden' }}
        >
          <Section style={{ backgroundColor: brand, padding: '16px 24px' }}>
            <Link href={siteUrl} style={{ color: '#ffffff', fontSize: 20, fontWeight: 700, textDecoration: 'none' }}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            {blocks.map((b, i) =>
              b.kind === 'words' ? (
                <Text key={i} style={{ color: ink, fontSize: 16, lineHeight: '24px', margin: '16px 0' }}>
                  {b.lines.map((line, j) => (
                    <span key={j}>
                      {j > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                </Text>
              ) : i === firstLink ? (
                <Section key={i} style={{ margin: '8px 0 16px' }}>
                  <Button
                    href={b.url}
                    style={{
                      backgroundColor: brand,
                      color: '#ffffff',
                      borderRadius: 8,
                      padding: '12px 20px',
                      fontSize: 16,
                      fontWeight: 700,
                    }}
                  >
                    {action}
                  </Button>
                  <Text
                    style={{
                      color: muted,
                      fontSize: 13,
                      lineHeight: '20px',
                      margin: '12px 0 0',
                      wordBreak: 'break-all',
                    }}
                  >
                    {footer.paste} <Link href={b.url}>{b.url}</Link>
                  </Text>
                </Section>
              ) : (
                <Text key={i} style={{ fontSize: 14, margin: '8px 0', wordBreak: 'break-all' }}>
                  <Link href={b.url}>{b.url}</Link>
                </Text>
              ),
            )}
          </Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            {unsubscribe ? (
              <Text style={{ color: muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>
                {unsubscribe.why} <Link href={unsubscribe.url}>{unsubscribe.stop}</Link> {unsubscribe.or}{' '}
                <Link href={unsubscribe.settingsUrl}>{unsubscribe.choose}</Link>.
              </Text>
            ) : (
              <Text style={{ color: muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>{footer.always}</Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
