/**
 * Page layout of a profile: the hero across, then the About card and the timeline on the left and
 * the businesses on the right from 992 px; on a phone About, businesses, then the timeline.
 */
import type { ReactNode } from 'react';

type Props = {
  hero: ReactNode;
  details: ReactNode;
  businesses: ReactNode;
  timelineTitle: string;
  timelineAction?: ReactNode;
  timeline: ReactNode;
};

export function ProfileLayout({ hero, details, businesses, timelineTitle, timelineAction, timeline }: Props) {
  return (
    <div className="space-y-5">
      {hero}
      <div className="grid gap-5 md:grid-cols-3">
        <div className="min-w-0 md:col-span-2">{details}</div>
        <div className="min-w-0 md:col-start-3 md:row-span-2 md:row-start-1 md:self-start">{businesses}</div>
        <section aria-labelledby="profile-timeline" className="min-w-0 space-y-3 md:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="profile-timeline" className="text-lg font-semibold text-slate-900">
              {timelineTitle}
            </h2>
            {timelineAction}
          </div>
          {timeline}
        </section>
      </div>
    </div>
  );
}
