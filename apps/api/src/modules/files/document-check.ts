/** The check of a document a client sends back (core/documents.ts DocumentCheck): uploaded here, by one of its owners. */
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MESSAGES } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { PhotoOwner } from '../../core/collaborators.js';
import { isDocumentJson, type DocumentCheck } from '../../core/documents.js';
import { invalid, isUuid } from '../../lib/errors.js';
import { filesRepo } from './files.repo.js';
import { STORED_DOCUMENT_NAME, storedDocumentName } from './document.js';

const folderOf = (o: PhotoOwner) => ('userId' in o ? `users/${o.userId}/` : `businesses/${o.businessId}/`);
/** `<grant id>/<file name>.pdf` (files.service storeDocument()). */
const STORED_PATH = /^([0-9a-f-]{36})\/([^/]+)$/;

export function createDocumentCheck(db: Db, publicPrefix: string): DocumentCheck {
  return async (field, doc, owners, keep = []) => {
    if (!doc) return;
    const same = keep.some((k) => isDocumentJson(k) && k.url === doc.url && k.name === doc.name && k.size === doc.size);
    if (same) return;
    const refuse = () => invalid(field, DOCUMENT_MESSAGES.notUploaded);
    const owner = owners.find((o) => doc.url.startsWith(publicPrefix + folderOf(o)));
    const m = owner && STORED_PATH.exec(doc.url.slice((publicPrefix + folderOf(owner)).length));
    if (!owner || !m || !isUuid(m[1]) || !STORED_DOCUMENT_NAME.test(m[2]) || m[2] !== storedDocumentName(doc.name))
      throw refuse();
    const grant = await filesRepo.findGrant(db, m[1]);
    if (
      !grant?.usedAt ||
      publicPrefix + grant.key !== doc.url ||
      !(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(grant.contentType) ||
      doc.size > grant.maxSize
    )
      throw refuse();
    const mine =
      'userId' in owner ? grant.userId === owner.userId && !grant.businessId : grant.businessId === owner.businessId;
    if (!mine) throw refuse();
  };
}
