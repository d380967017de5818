/** Need-help enquiries (the spec's enquiry entity and its call): stored, mailed to staff, rate-limited per IP. */
import type { NeedHelpEnquiry, NeedHelpRequest } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { needHelpRepo } from './needhelp.repo.js';
import { inTransaction } from '../../core/transaction.js';
import type { JobQueue } from '../../core/jobs.js';
import { sendMail } from '../../core/mail.js';
import { mailTexts } from '../../core/mail-texts.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { invalid } from '../../lib/errors.js';
import { refMaps } from '../../core/ref-lookup.js';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  businessName: 'Business name',
  businessType: 'Business type',
  website: 'Website',
  jobPosition: 'Job position',
  address: 'Address',
  zipcode: 'Zip code',
  city: 'City',
  usaState: 'US state',
  country: 'Country',
  companyPhone: 'Company telephone',
  companyFax: 'Company fax',
  totalEmployees: 'Total employees',
  salesEmployees: 'Sales employees',
  mobilePhone: 'Mobile phone',
  email: 'E-mail',
  moreInfoBuy: 'More about what they buy',
  moreInfoSell: 'More about what they sell',
};

export function createNeedHelpService(d: { db: Db; queue: JobQueue; limiter: Limiter; staffEmail: string }) {
  return {
    async send(input: NeedHelpRequest, ip: string) {
      await d.limiter.consume(ip);
      const m = await refMaps(d.db);
      if (input.businessType && !m.businessTypes.has(input.businessType))
        throw invalid('businessType', 'Choose a business type from the list');
      if (input.country && !m.countries.has(input.country)) throw invalid('country', 'Choose a country from the list');
      if (input.jobPosition && !m.jobPositions.has(input.jobPosition))
        throw invalid('jobPosition', 'Choose a job position from the list');
      for (const k of [
        'buyProduct1',
        'buyProduct2',
        'buyProduct3',
        'buyProduct4',
        'sellProduct1',
        'sellProduct2',
        'sellProduct3',
        'sellProduct4',
      ] as const) {
        const v = input[k];
        if (v && !m.industries.has(v)) throw invalid(k, 'Choose an industry from the list');
      }
      const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '')) as Record<
        string,
        string
      >;
      const industries = (prefix: 'buy' | 'sell') =>
        [1, 2, 3, 4]
          .map((i) => data[`${prefix}Product${i}`])
          .filter(Boolean)
          .map((id) => m.industries.get(id)?.name ?? id)
          .join(', ') || '—';
      const lines = Object.entries(LABELS).flatMap(([k, label]) => (data[k] ? [`${label}: ${data[k]}`] : []));
      // The enquiry and the staff's e-mail commit together.
      const row = await inTransaction(d.db, async (tx) => {
        const created = await needHelpRepo.insert(tx, {
          email: input.email,
          companyPhone: input.companyPhone,
          data,
          ip,
        });
        await sendMail(
          d.queue,
          tx,
          mailTexts.needHelp(d.staffEmail, {
            enquiryId: created.id,
            title: data.businessName ?? data.email,
            lines: [...lines, `Buys: ${industries('buy')}`, `Sells: ${industries('sell')}`],
          }),
        );
        return created;
      });
      return { enquiryID: row.id };
    },

    count: () => needHelpRepo.count(d.db),

    /** The enquiries, newest first (the routes let only staff ask). */
    async list(skip: number, size: number) {
      const [rows, n] = await Promise.all([needHelpRepo.page(d.db, skip, size), needHelpRepo.count(d.db)]);
      const enquiries: NeedHelpEnquiry[] = rows.map((r) => ({
        ...(r.data as NeedHelpEnquiry),
        enquiryID: r.id,
        createdAt: r.createdAt.toISOString(),
      }));
      return { enquiries, total: n };
    },
  };
}
export type NeedHelpService = ReturnType<typeof createNeedHelpService>;
