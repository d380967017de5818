/** Chooses what a notification group shows: actors with names and photos, the resource, where it leads. */
import {
  SITE_PATHS,
  businessPath,
  productPath,
  type NotificationActor,
  type NotificationGroup,
  type NotificationKind,
} from '@wbn/contract';
import type { ActorInfo, GroupRow, ResourceInfo } from './notifications.repo.js';
import { smallPhoto } from '../../core/photos.js';

/** An in-app path given by the publisher: one leading slash, no scheme, no protocol-relative '//'. */
export const safePath = (p: string | undefined) => (p && /^\/(?![/\\])[^\s]*$/.test(p) && p.length <= 500 ? p : null);

const actorLink = (a: NotificationActor) =>
  a.type === 'user' ? `${SITE_PATHS.profile}${a.id}` : businessPath(a.name, a.id);

function resourceLink(info: ResourceInfo | undefined): string | null {
  const l = info?.link;
  if (!l) return null;
  if (l.kind === 'business') return businessPath(l.name, l.id);
  if (l.kind === 'product') return productPath(l.company, l.name, l.id);
  return `/timeline/${l.id}`;
}

/** Where an entry leads: the publisher's path; else who did it (follows, connections) or what it is about. */
function linkOf(
  kind: NotificationKind,
  resourceId: string,
  data: Record<string, string>,
  first: NotificationActor | undefined,
  info: ResourceInfo | undefined,
) {
  const given = safePath(data.path);
  if (given) return given;
  switch (kind) {
    case 'follow':
    case 'connection-request':
    case 'connection-accepted':
      return first ? actorLink(first) : null;
    case 'invitation':
      // My business lists the user's invitations; ?invitation= brings this one into view.
      return `${SITE_PATHS.myBusiness}?invitation=${encodeURIComponent(resourceId)}`;
    case 'inquiry':
    case 'message':
      return SITE_PATHS.myMessages;
    case 'export':
      return `${SITE_PATHS.settings}#your-data`;
    case 'warning':
      return SITE_PATHS.termsAndConditions;
    default:
      return resourceLink(info);
  }
}

export function presentGroup(
  row: GroupRow,
  actors: Map<string, ActorInfo>,
  resources: Map<string, ResourceInfo>,
): NotificationGroup {
  const refs =
    typeof row.actors === 'string'
      ? (JSON.parse(row.actors) as { type: 'user' | 'business'; id: string }[])
      : row.actors;
  const list: NotificationActor[] = refs.map((r) => {
    const a = actors.get(`${r.type}:${r.id}`);
    return {
      type: r.type,
      id: r.id,
      name: a?.name || (r.type === 'business' ? 'A business' : 'Someone'),
      photo: smallPhoto(a?.photo),
    };
  });
  const info = resources.get(`${row.resource_type}:${row.resource_id}`);
  const kind = row.kind as NotificationKind;
  const data = row.data ?? {};
  return {
    id: row.newest_id,
    kind,
    resource: {
      type: row.resource_type,
      id: row.resource_id,
      title: info?.title ?? data.title ?? null,
      state: info?.state ?? null,
    },
    actors: list,
    actorCount: Number(row.actor_count),
    data,
    read: !row.unread,
    createdAt: new Date(row.latest).toISOString(),
    link: linkOf(kind, row.resource_id, data, list[0], info),
  };
}
