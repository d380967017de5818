/** The calendar button of BirthDateField: the same look before and after its lazy chunk loads. */
export const calendarButtonClass =
  'inline-flex h-[38px] w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50';
