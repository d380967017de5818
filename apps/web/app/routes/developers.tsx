/**
 * /developers: the guide to the public API (decision 0027 for versioning and deprecation).
 * The two examples are the files of packages/client/examples, shown as they are (Vite's ?raw) but
 * with this site's address for their default (decision 0070); apps/api/src/test/developer-examples.test.ts
 * runs both against a listening server, the TypeScript one with its types generated as a reader would.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  BRAND_NAME,
  CATALOGUE_COLUMN_HELP,
  CATALOGUE_COLUMNS,
  CATALOGUE_MAX_ROWS,
  CATALOGUE_SPEC_PREFIX,
  CITY_NAME,
  SITE_NAME,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_EXAMPLES,
} from '@wbn/contract/constants';
import { exampleCommands, productsByKeyCurl, withSiteAddress } from '~/lib/api-examples';
import { formatNumber } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { useSiteOrigin } from '~/lib/site-origin';
import { PageFrame } from '~/components/page-frame';
import { Card, Stack } from '~/features/pages/components/blocks';
import curlExample from '../../../../packages/client/examples/search-businesses.sh?raw';
import clientExample from '../../../../packages/client/examples/search-businesses.ts?raw';
import nodeReceiver from '../../../../packages/client/examples/receive-webhook.mjs?raw';
import pythonReceiver from '../../../../packages/client/examples/receive-webhook.py?raw';

const TITLE = 'API for developers';
const OPENAPI_DOCUMENT = '/api/openapi.json';
const API_DOCS = '/api/docs';

export const meta = () =>
  pageMeta({
    title: TITLE,
    description: `How to use the ${SITE_NAME} API: authentication, API keys, webhooks, catalogue files, errors, pagination, rate limits, caching, versioning, and examples.`,
    keywords: `API, developers, OpenAPI, REST, JSON, integration, ${BRAND_NAME} ${CITY_NAME}`,
  });

const SECTIONS = [
  { id: 'examples', title: 'Two examples' },
  { id: 'authentication', title: 'Authentication and sessions' },
  { id: 'api-keys', title: 'API keys for your business' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'catalogue-files', title: 'Catalogue files' },
  { id: 'errors', title: 'Errors' },
  { id: 'pagination', title: 'Pagination' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'caching', title: 'Caching' },
  { id: 'versioning', title: 'Versioning and deprecation' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];
const titleOf = (id: SectionId) => SECTIONS.find((s) => s.id === id)!.title;

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500';

/** Body copy at the static pages' measure; children may hold inline code and links. */
function Text({ children }: { children: ReactNode }) {
  return <div className="max-w-[70ch] space-y-4 text-base leading-relaxed text-slate-700">{children}</div>;
}

/** A name from the API (path, header, field) inside a sentence; long ones may break anywhere rather than widen the page. */
function Code({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <code
      className={clsx(
        'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900',
        nowrap ? 'whitespace-nowrap' : 'wrap-anywhere',
      )}
    >
      {children}
    </code>
  );
}

/** A block of code or of an answer: scrolls sideways inside its box on a narrow screen, never the page. */
function CodeBlock({ caption, children }: { caption: ReactNode; children: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium text-slate-600">{caption}</figcaption>
      {/* Focusable so that a keyboard can scroll it (a scrollable region must be reachable). */}
      <pre
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-[13px] leading-relaxed text-slate-100 sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <code className="font-mono">{children.trimEnd()}</code>
      </pre>
    </figure>
  );
}

/** A link to a file the server serves itself (not a page of the site), so a full page load. */
function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

const ERROR_EXAMPLE = `HTTP/1.1 400 Bad Request
X-Request-Id: 4f9c2a1e-8d3b-4c57-9a0e-2b6d1f7c3e88

{
  "success": false,
  "error": {
    "name": "ValidationError",
    "message": "size can be at most 50",
    "fields": { "size": "size can be at most 50" },
    "requestId": "4f9c2a1e-8d3b-4c57-9a0e-2b6d1f7c3e88"
  }
}`;

const CURSOR_EXAMPLE = `{
  "success": true,
  "data": {
    "data": [ ... ],
    "nextCursor": "eyJ0IjoxNzMyNTg..."
  }
}`;

const TEMPLATE = [
  [...CATALOGUE_COLUMNS, `${CATALOGUE_SPEC_PREFIX}Material`].join(','),
  ',BV-50,Ball valve DN50,Full bore brass ball valve,valve; brass,0001,,,15 days,yes,Brass',
].join('\n');

const RATE_LIMIT_EXAMPLE = `HTTP/1.1 429 Too Many Requests
Retry-After: 3412
RateLimit-Policy: "needhelp-ip";q=10;w=3600
RateLimit: "needhelp-ip";r=0;t=3412`;

export default function Developers() {
  const origin = useSiteOrigin();
  return (
    <Stack>
      <PageFrame
        title={TITLE}
        description={`The ${SITE_NAME} API is the JSON API the site itself runs on. Anything you can do on the site, a program can do too.`}
      >
        <Text>
          <p>
            Every call goes to this site&apos;s own address, <Code>{origin}</Code>. Paths that start with{' '}
            <Code>/api</Code> cover the directory: businesses, products, search, inquiries, posts and memberships. Paths
            that start with <Code>/auth</Code> cover accounts and sessions. Requests and answers are JSON, and every
            answer is an envelope: <Code>{'{"success": true, "data": ...}'}</Code> when the call worked.
          </p>
          <p>
            Every operation, with its parameters, bodies, answers and errors, is described in one OpenAPI 3.1 document.
            It is built from the server&apos;s own code, so it always matches what the server does.
          </p>
        </Text>
        <ul className="mt-4 max-w-[70ch] list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700 marker:text-brand-600">
          <li>
            <FileLink href={OPENAPI_DOCUMENT}>The OpenAPI document</FileLink> (<Code>{OPENAPI_DOCUMENT}</Code>): feed it
            to your code generator or API tool.
          </li>
          <li>
            <FileLink href={API_DOCS}>The interactive reference</FileLink> (<Code>{API_DOCS}</Code>): browse the
            operations and try them in your browser.
          </li>
          <li>
            A typed client in TypeScript: <Code>openapi-typescript</Code> writes the types of every path from the
            document, and <Code>openapi-fetch</Code> uses them, as the example below shows.
          </li>
        </ul>
        <nav aria-label="On this page" className="mt-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">On this page</p>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageFrame>

      <Card id="examples" title={titleOf('examples')} className="scroll-mt-24">
        <Text>
          <p>
            Both examples ask for the same thing: the first five manufacturers (business type <Code>MA</Code>) in any
            country whose profile mentions &ldquo;automation&rdquo;. Search is public, so no sign-in is needed. Both ask
            this site, <Code>{origin}</Code>; set <Code>WBN_API</Code> to ask another. Both are run by our test suite,
            so what you see here works.
          </p>
        </Text>
        <div className="mt-6 space-y-6">
          <CodeBlock
            caption={
              <>
                curl: <Code nowrap>search-businesses.sh</Code>
              </>
            }
          >
            {withSiteAddress(curlExample, origin)}
          </CodeBlock>
          <CodeBlock caption="TypeScript: set up once (the types come from the OpenAPI document), then run">
            {withSiteAddress(exampleCommands(clientExample), origin)}
          </CodeBlock>
          <CodeBlock
            caption={
              <>
                TypeScript with <Code nowrap>openapi-fetch</Code>: <Code nowrap>search-businesses.ts</Code>
              </>
            }
          >
            {withSiteAddress(clientExample, origin)}
          </CodeBlock>
        </div>
        <div className="mt-4">
          <Text>
            <p>
              The results list holds one entry per business, with its whole profile under <Code>businessProfile</Code>,
              and <Code>total_results</Code> counts every match. In TypeScript, the generated types check the path, the
              body and the fields you read against the document while you type; generate them again to see what the API
              has added since.
            </p>
          </Text>
        </div>
      </Card>

      <Card id="authentication" title={titleOf('authentication')} className="scroll-mt-24">
        <Text>
          <p>
            Reading the directory needs no account. Anything done in a member&apos;s name needs an access token. Getting
            one takes two calls:
          </p>
        </Text>
        <ol className="mt-4 max-w-[70ch] list-decimal space-y-3 pl-5 text-base leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
          <li>
            <Code>POST /auth/login</Code> with <Code>email</Code> and <Code>password</Code> (or{' '}
            <Code>POST /auth/register</Code> for a new account). The answer holds a one-time <Code>code</Code> and sets
            a short-lived cookie, <Code>wbn_handoff</Code>. The code can be used once, within two minutes, and only
            together with that cookie, so keep the cookies of the answer (with curl, a cookie jar).
          </li>
          <li>
            <Code>POST /auth/get-session</Code> with <Code>{'{"token": "<code>"}'}</Code> and the cookie. The answer
            holds the access <Code>token</Code> and <Code>tokenExpire</Code>, the Unix time in seconds when it stops
            working (15 minutes later).
          </li>
        </ol>
        <div className="mt-4">
          <Text>
            <p>
              Send the token with each call in the <Code>Authorization</Code> header:{' '}
              <Code>Authorization: Bearer &lt;token&gt;</Code>. Without it, or once it has expired, a call that needs a
              member answers 401.
            </p>
            <p>
              Each sign-in opens one session. Its refresh token lasts 30 days and arrives in the{' '}
              <Code>wbn_refresh</Code> cookie of the get-session answer (the JSON answer only says{' '}
              <Code>httponly-cookie</Code> in its place). A program that keeps its own refresh token sends it in the{' '}
              <Code>refresh-token</Code> header to <Code>POST /auth/refresh-token</Code> and gets a new access token and
              a new refresh token in the answer. Each refresh token works once: presenting one that was already used
              closes the whole session, as a precaution against a stolen token.
            </p>
            <p>
              <Code>POST /auth/logout</Code> with the access token ends the session. Changing the password ends every
              session of the account.
            </p>
          </Text>
        </div>
      </Card>

      <Card id="api-keys" title={titleOf('api-keys')} className="scroll-mt-24">
        <Text>
          <p>
            A program that works for one business, such as your ERP keeping the catalogue up to date or your CRM reading
            new inquiries, should not sign in as a person. The owner or an admin of the business creates an API key for
            it in the business&apos;s <strong>Developers</strong> tab, under My Business. Give each program its own key,
            with only the scopes it needs:
          </p>
        </Text>
        <ul className="mt-4 max-w-[70ch] list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700 marker:text-brand-600">
          {API_KEY_SCOPES.map((scope) => (
            <li key={scope}>
              <Code nowrap>{scope}</Code>: {API_KEY_SCOPE_LABELS[scope].toLowerCase()}.
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <Text>
            <p>
              The secret starts with <Code>wbn_</Code> and is shown once, when the key is made: keep it where you keep
              passwords. Send it as a bearer token. A key acts only for its own business: asking for another
              business&apos;s products or inbox answers 403, and so does any route for people (profiles, passwords,
              payments, memberships). In the reference, the operations that take a key list the <Code>businessKey</Code>{' '}
              scheme with the scope they need. The Developers tab also shows the business&apos;s ID, which calls about
              the business name, with this first call ready to copy.
            </p>
            <p>
              Each key may make {API_KEY_REQUESTS_PER_MINUTE} requests a minute; the rate-limit headers below say how
              many remain. Every use is logged (route, status, address, time) for 90 days, and the owner and admins see
              the log next to the key. Revoking a key takes effect on the next request. A key also stops working when
              the person who made it leaves the business&apos;s team or stops being an admin.
            </p>
          </Text>
        </div>
        <div className="mt-6">
          <CodeBlock caption="The business's products, with a key">{productsByKeyCurl(origin)}</CodeBlock>
        </div>
      </Card>

      <Card id="webhooks" title={titleOf('webhooks')} className="scroll-mt-24">
        <Text>
          <p>
            Rather than asking every few minutes whether something changed, let us tell you. In the Developers tab, add
            the address of your endpoint and choose the events it should receive. We then send each event as a{' '}
            <Code>POST</Code> with a JSON body, <Code>{'{type, timestamp, data}'}</Code>:
          </p>
        </Text>
        <ul className="mt-4 max-w-[70ch] list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700 marker:text-brand-600">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <Code nowrap>{event}</Code>: {WEBHOOK_EVENT_LABELS[event].toLowerCase()}.
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <Text>
            <p>
              Every request is signed as the Standard Webhooks specification describes, so any of its libraries can
              check it. The headers are <Code>webhook-id</Code> (the same on every attempt of one delivery: use it to
              skip repeats), <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code>. Check the signature with
              the secret (<Code>whsec_…</Code>) shown once when you added the endpoint, and refuse what does not match.
            </p>
            <p>
              Answer with any 2xx status within 10 seconds. Anything else, a timeout or a redirect counts as a failure,
              and we try again: the first retry comes within seconds, then less and less often, for more than a day. An
              endpoint that has failed for {WEBHOOK_DISABLE_AFTER_DAYS} days in a row is switched off and the
              business&apos;s owner is e-mailed. The Developers tab shows each delivery with every attempt, can send a
              test event, and can send a delivery again. Endpoints must be public addresses; on the live site they must
              use HTTPS.
            </p>
          </Text>
        </div>
        <div className="mt-6 space-y-6">
          <CodeBlock
            caption={
              <>
                A receiver in Node.js: <Code nowrap>receive-webhook.mjs</Code>
              </>
            }
          >
            {nodeReceiver}
          </CodeBlock>
          <CodeBlock
            caption={
              <>
                A receiver in Python: <Code nowrap>receive-webhook.py</Code>
              </>
            }
          >
            {pythonReceiver}
          </CodeBlock>
          {(['inquiry.created', 'product.created'] as const).map((event) => (
            <CodeBlock
              key={event}
              caption={
                <>
                  The body of <Code nowrap>{event}</Code>
                </>
              }
            >
              {JSON.stringify(WEBHOOK_EXAMPLES[event], null, 2)}
            </CodeBlock>
          ))}
        </div>
        <div className="mt-4">
          <Text>
            <p>
              The OpenAPI document describes every event&apos;s body in its <Code>webhooks</Code> section, with an
              example. Both receivers above are run by our test suite against real deliveries.
            </p>
          </Text>
        </div>
      </Card>

      <Card id="catalogue-files" title={titleOf('catalogue-files')} className="scroll-mt-24">
        <Text>
          <p>
            A whole catalogue can be sent as one file, CSV or Excel (XLSX), from the Products tab or to{' '}
            <Code>POST /api/business/profile/{'{id}'}/products/import</Code> (a key with <Code>catalogue:write</Code>).
            First send it with <Code>?dryRun=true</Code>: the answer says, for every row, whether it would create,
            update or leave a product unchanged, and what is wrong by column, without writing anything. Then send it
            again without the flag: every valid row is written together, and no invalid one. A file holds up to{' '}
            {formatNumber(CATALOGUE_MAX_ROWS)} products. The export (<Code>/products/export?format=csv</Code> or{' '}
            <Code>xlsx</Code>) writes the same columns, so an exported file can be edited and imported back.
          </p>
        </Text>
        <dl className="mt-4 max-w-[70ch] space-y-2 text-base leading-relaxed text-slate-700">
          {CATALOGUE_COLUMNS.map((column) => (
            <div key={column} className="sm:flex sm:gap-3">
              <dt className="shrink-0 sm:w-32">
                <Code nowrap>{column}</Code>
              </dt>
              <dd>{CATALOGUE_COLUMN_HELP[column]}</dd>
            </div>
          ))}
          <div className="sm:flex sm:gap-3">
            <dt className="shrink-0 sm:w-32">
              <Code nowrap>{`${CATALOGUE_SPEC_PREFIX}<name>`}</Code>
            </dt>
            <dd>One column per specification, such as spec:Material; empty cells are left out.</dd>
          </div>
        </dl>
        <div className="mt-4">
          <Text>
            <p>
              A row with a known <Code>id</Code> or <Code>sku</Code> updates that product; any other row creates one,
              within your membership&apos;s product limit. Cells that a spreadsheet would run as a formula (starting
              with =, +, -, @) are written with an apostrophe in front, and read back without it.
            </p>
          </Text>
        </div>
        <div className="mt-6">
          <CodeBlock caption="A CSV with one product">{TEMPLATE}</CodeBlock>
        </div>
      </Card>

      <Card id="errors" title={titleOf('errors')} className="scroll-mt-24">
        <Text>
          <p>
            Every error has the same shape, whatever the status: <Code>success</Code> is false, and <Code>error</Code>{' '}
            holds a stable <Code>name</Code> to branch on, a <Code>message</Code> for people, and <Code>fields</Code>{' '}
            when the request itself was wrong, naming each bad field (or <Code>body</Code> for the body as a whole).
          </p>
          <p>
            <Code>requestId</Code> is also in the <Code>X-Request-Id</Code> header of every answer. Quote it when you
            report a problem and we can find the request in our logs. You can send your own <Code>X-Request-Id</Code>{' '}
            (up to 64 letters, digits, dots, underscores, colons or hyphens) and the server will use it instead of
            making one.
          </p>
        </Text>
        <div className="mt-6">
          <CodeBlock caption="An error answer">{ERROR_EXAMPLE}</CodeBlock>
        </div>
        <div className="mt-4">
          <Text>
            <p>
              The statuses you will meet: 400 (the request is not valid), 401 (no session, or it expired), 403 (signed
              in but not allowed), 404, 409 (conflicts with what exists), 413 (body too large), 415 (not JSON), 429
              (rate limit) and 503 (a service behind the API is down; retry after the time in <Code>Retry-After</Code>).
            </p>
          </Text>
        </div>
      </Card>

      <Card id="pagination" title={titleOf('pagination')} className="scroll-mt-24">
        <Text>
          <p>
            The lists that have always been part of the API page by offset: send <Code>skip</Code> (how many to pass
            over) and <Code>size</Code> (how many to return), as in the examples above. Each operation in the document
            gives its default and maximum; search, for example, returns at most 50 per page.
          </p>
          <p>
            Newer collections page by cursor instead. Their answer is <Code>{'{data, nextCursor}'}</Code> inside the
            envelope. To get the next page, repeat the request with <Code>?cursor=</Code> set to <Code>nextCursor</Code>{' '}
            and the same filters; <Code>nextCursor</Code> is <Code>null</Code> on the last page. Treat the cursor as
            opaque: do not build or decode one, as its contents may change. Rows added while you page are neither
            repeated nor skipped, and a cursor that has been altered answers 400.
          </p>
        </Text>
        <div className="mt-6">
          <CodeBlock caption="A cursor page">{CURSOR_EXAMPLE}</CodeBlock>
        </div>
      </Card>

      <Card id="rate-limits" title={titleOf('rate-limits')} className="scroll-mt-24">
        <Text>
          <p>
            Some calls are limited per address or per account, such as signing in, registering and sending enquiries.
            When you go over a limit, the answer is 429 with a <Code>Retry-After</Code> header giving the seconds to
            wait. Wait that long before trying again, rather than retrying at once.
          </p>
          <p>
            Every answer that counted against a limit, successful or not, says where you stand, in the fields of the
            IETF draft on rate-limit headers: <Code>RateLimit-Policy</Code> names each limit with its quota (
            <Code>q</Code>) and window in seconds (<Code>w</Code>), and <Code>RateLimit</Code> gives what remains (
            <Code>r</Code>) and the seconds until the window resets (<Code>t</Code>). A call that meets several limits,
            as a sign-in does, lists each of them, separated by commas. Answers that met no limit carry neither header.
          </p>
        </Text>
        <div className="mt-6">
          <CodeBlock caption="The eleventh enquiry from one address within an hour">{RATE_LIMIT_EXAMPLE}</CodeBlock>
        </div>
      </Card>

      <Card id="caching" title={titleOf('caching')} className="scroll-mt-24">
        <Text>
          <p>
            Every successful <Code>GET</Code> carries an <Code>ETag</Code>. Keep it with the data, and next time send it
            back in <Code>If-None-Match</Code>: if nothing changed, the answer is <Code>304 Not Modified</Code> with no
            body, and you use the copy you have. It saves bandwidth, and the answer comes back sooner.
          </p>
          <p>
            Answers also say how long they may be kept in <Code>Cache-Control</Code>. Reference data, such as the
            industry tree, may be kept for an hour; most other answers are <Code>no-cache</Code> (keep it, but check
            with the ETag first), and answers to a signed-in request are <Code>private</Code>, which no shared cache may
            store.
          </p>
        </Text>
      </Card>

      <Card id="versioning" title={titleOf('versioning')} className="scroll-mt-24">
        <Text>
          <p>
            There is one version of the API, and there is no version number in its paths. We keep it compatible instead:
            what you build against it keeps working.
          </p>
        </Text>
        <ul className="mt-4 max-w-[70ch] list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700 marker:text-brand-600">
          <li>
            <strong className="font-semibold text-slate-900">Stable:</strong> paths and methods, each operation&apos;s{' '}
            <Code>operationId</Code> (generated clients name their functions after it), field names, their types and
            meaning, and error names.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Not breaking:</strong> new operations, new optional
            parameters and body fields, new fields in answers, new values in lists of codes, new headers and new error
            statuses. Ignore what you do not know, rather than rejecting it.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Removals:</strong> anything that will go is first marked{' '}
            <Code>deprecated: true</Code> in the OpenAPI document, with what replaces it and the date it goes, at least
            six months before it is removed, and listed here. Nothing is deprecated today.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">The exception:</strong> a change needed to close a security
            hole may come sooner. We will keep it as small as we can.
          </li>
        </ul>
      </Card>
    </Stack>
  );
}
