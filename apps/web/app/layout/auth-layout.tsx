import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { COPYRIGHT_TEXT } from '@wbn/contract/constants';
import { Logo } from '~/components/logo';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { useSpecText } from '~/lib/i18n';

/** Account screens (/auth/*, /SetID/): the logo and one centred card, no site navigation. */
export default function AuthLayout() {
  const spec = useSpecText();
  // The forms' schemas (zod) come after hydration, not with the first load; ready before a submit.
  useEffect(() => {
    void loadFormSchemas();
  }, []);
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <Logo />
      <main id="main" className="mt-8 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
      <p className="mt-8 text-xs text-slate-500">{spec(COPYRIGHT_TEXT)}</p>
    </div>
  );
}
