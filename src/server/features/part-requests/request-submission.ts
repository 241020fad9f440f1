import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { retryOnDuplicateNumber } from '../../db/retry-unique';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { randomReference } from '../../lib/tokens';
import { isOwner } from '../../lib/mail/verified-addresses';
import { reencodeImage, UnreadableImage } from '../../lib/storage/images';
import { sniffImage, type FileStore } from '../../lib/storage/uploads';
import { oncePerKey, requestDigest } from '../../lib/idempotency';
import { REFERENCE_ALPHABET, REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import { normalisePhone } from '../../../shared/phone';
import { updateFrom } from '../../modules/messaging/templates';
import { nullableCents } from '../../modules/money/cents';
import type { PartRequestCreated, PartRequestInput } from '../../../shared/schemas/part-requests';
import { newRequestStoreEmail, requestReceivedEmail } from './emails';
import * as repo from './repository';
import { CUSTOMER_LABEL, STORE_NOTES } from '../../../shared/statuses';
import { factsOf } from './views';
import type { PartRequestServiceDeps, RequestCore } from './request-core';

export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG, WebP or GIF image';
const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read as an image: it may be damaged. Please take it again or choose another';

/** Who sent a request form: the signed-in account (or none), and the client's address (for the messaging caps). */
export type CreateOptions = { userId: string | null; clientIp: string; photo?: Buffer; idempotencyKey?: string };

export function randomRequestNumber(): string {
  return randomReference('REQ', REFERENCE_ALPHABET);
}

/** The request's row as the form gave it (its number is drawn when it is stored). */
function rowValues(
  input: PartRequestInput,
  opts: CreateOptions,
  digest: string | null,
  photoFile: string | null,
  fromAddressOwner: boolean,
): Omit<repo.NewPartRequestRow, 'requestNumber'> {
  const auto = input.partType === 'auto';
  const phone = input.customerPhone ?? null;
  return {
    userId: opts.userId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    fromAddressOwner,
    customerPhone: phone,
    customerPhoneDigits: phone ? normalisePhone(phone) : null,
    customerAddress: input.customerAddress,
    parish: input.parish,
    partType: input.partType,
    categoryId: input.categoryId ?? null,
    partName: input.partName,
    description: input.description,
    condition: input.condition,
    maxBudgetCents: nullableCents(input.maxBudget ?? null),
    urgency: input.urgency,
    // Only the details of the chosen part type are kept: a phone request has no vehicle, and back.
    vehicleMake: auto ? input.vehicleMake : null,
    vehicleModel: auto ? input.vehicleModel : null,
    vehicleYear: auto ? input.vehicleYear : null,
    vehicleChassis: auto ? (input.vehicleChassis ?? null) : null,
    deviceBrand: auto ? null : input.deviceBrand === 'other' ? input.deviceBrandOther : input.deviceBrand,
    deviceModel: auto ? null : input.deviceModel,
    photoFile,
    idempotencyKey: opts.idempotencyKey ?? null,
    requestDigest: digest,
  };
}

/** The name of the category the form chose (null for none); one for the other part type is refused. */
async function categoryNameOf(db: Db, input: PartRequestInput): Promise<string | null> {
  if (!input.categoryId) return null;
  const category = await repo.findCategory(db, input.categoryId);
  if (!category || category.type !== input.partType) {
    const message = category
      ? `That category is for ${category.type === 'auto' ? 'auto' : 'phone'} parts: choose one for ${input.partType === 'auto' ? 'auto' : 'phone'} parts`
      : 'Please choose a category from the list';
    throw new AppError('invalid_data', message, [{ path: 'categoryId', message }]);
  }
  return category.name;
}

/** The photo's stored file (null for none), judged by its content. */
async function storePhoto(photos: FileStore, photo: Buffer | undefined): Promise<string | null> {
  if (!photo) return null;
  const image = await sniffImage(photo, REQUEST_PHOTO_TYPES);
  if (!image) throw new AppError('invalid_data', PHOTO_TYPE_MESSAGE, [{ path: 'photo', message: PHOTO_TYPE_MESSAGE }]);
  // Stored re-encoded: only the picture's pixels are kept, never what was hidden in or after it.
  const clean = await reencodeImage(photo).catch((err: unknown) => {
    if (err instanceof UnreadableImage) throw new AppError('invalid_data', PHOTO_UNREADABLE_MESSAGE, [{ path: 'photo', message: PHOTO_UNREADABLE_MESSAGE }]);
    throw err;
  });
  return photos.save(clean, image.ext);
}

/** Submitting a part request: the form, its photo, the request stored with its first history row, and the e-mails. */
export function createRequestSubmission(deps: PartRequestServiceDeps, core: Pick<RequestCore, 'signature' | 'trackingLink' | 'adminLink' | 'notify'>) {
  const { db, photos, log } = deps;
  const { signature, trackingLink, adminLink, notify } = core;
  const newRequestNumber = deps.newRequestNumber ?? randomRequestNumber;

  /** The request and its first history row in one transaction, under a fresh number if one collides. */
  async function storeRequest(values: Omit<repo.NewPartRequestRow, 'requestNumber'>): Promise<repo.PartRequestRow> {
    try {
      return await retryOnDuplicateNumber(repo.REQUEST_NUMBER_CONSTRAINT, () =>
        inTransaction(db, async (t) => {
          const inserted = await repo.insertRequest(t, { ...values, requestNumber: newRequestNumber() });
          await repo.insertHistory(t, {
            requestId: inserted.id,
            status: 'pending',
            note: STORE_NOTES.received,
            changedBy: null,
            changedByLabel: CUSTOMER_LABEL,
          });
          return inserted;
        }),
      );
    } catch (err) {
      // Nothing half-written: a photo whose request was never stored is not kept.
      const { photoFile } = values;
      if (photoFile) await photos.remove(photoFile).catch((e: unknown) => log.error({ err: e }, 'could not remove an orphan photo'));
      throw err;
    }
  }

  /** Stores a request, its first history row and its photo, then e-mails the customer and the store. */
  async function createOnce(input: PartRequestInput, opts: CreateOptions, digest: string | null): Promise<PartRequestCreated> {
    const categoryName = await categoryNameOf(db, input);
    // A stale form may offer a channel the store has since switched off: said now, before anything is stored.
    deps.messaging.checkChoice(input.updates, input.customerPhone);
    const photoFile = await storePhoto(photos, opts.photo);
    // The sender's words go back to the address only if the signed-in sender owns it (lib/mail/verified-addresses.ts).
    const fromAddressOwner = await isOwner(db, opts.userId, input.customerEmail);
    const row = await storeRequest(rowValues(input, opts, digest, photoFile, fromAddressOwner));

    const facts = factsOf(row, categoryName);
    await notify([
      requestReceivedEmail({ request: facts, trackingLink: trackingLink(row.requestNumber), store: signature }),
      newRequestStoreEmail({ request: facts, adminLink, storeEmail: deps.store.email }),
    ]);
    await deps.messaging.afterForm({
      phoneText: row.customerPhone,
      choice: input.updates,
      source: 'request',
      userId: opts.userId,
      clientIp: opts.clientIp,
      first: { ...updateFrom('request_received', [row.requestNumber, trackingLink(row.requestNumber)]), phone: row.customerPhone ?? '', requestId: row.id },
    });
    return { id: row.id, requestNumber: row.requestNumber, status: row.status, createdAt: row.createdAt.toISOString() };
  }

  return {
    /**
     * Stores a request (and its photo), or answers a retry of one sent with the same Idempotency-Key with
     * the request it stored (decision 015): no second request, photo or e-mail.
     */
    async create(input: PartRequestInput, opts: CreateOptions): Promise<PartRequestCreated> {
      const key = opts.idempotencyKey;
      const digest =
        key === undefined ? null : requestDigest({ input, userId: opts.userId, photo: opts.photo ? crypto.createHash('sha256').update(opts.photo).digest('hex') : null });
      const { value } = await oncePerKey({
        key,
        digest,
        find: (k) => repo.findRequestByIdempotencyKey(db, k),
        answer: (row) => ({ id: row.id, requestNumber: row.requestNumber, status: row.status, createdAt: row.createdAt.toISOString() }),
        constraint: repo.REQUEST_KEY_CONSTRAINT,
        create: () => createOnce(input, opts, digest),
      });
      return value;
    },
  };
}
