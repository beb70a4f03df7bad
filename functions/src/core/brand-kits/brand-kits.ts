import {
  BRAND_KIT_LIMITS,
  BRAND_KIT_MESSAGES,
  brandKitProposalSchema,
  type BrandKit,
  type BrandKitView,
  type LearnBrandKitResponse,
  type BrandKitChoice,
} from '@thumbforge/contract';
import { InvalidInput, TooLarge } from '../errors.js';
import { newRecordId } from '../ids.js';
import type { BrandImaging } from '../ports/brand-imaging.port.js';
import type { BrandKitStore } from '../ports/brand-kit-store.port.js';
import type { FileStore } from '../ports/file-store.port.js';
import type { FileLinks, LinkOwner } from '../ports/file-url-signer.port.js';
import type { Logger } from '../ports/logger.port.js';
import { readImageHeader } from '../uploads/image-header.js';
import { imageStructureProblem } from '../uploads/image-structure.js';
import {
  getOrCreateCurrentUser,
  type CurrentUserPorts,
} from '../users/get-or-create-current-user.js';
import { proposeBrandKit } from './propose-brand-kit.js';

export interface BrandKitPorts extends CurrentUserPorts {
  brandKits: BrandKitStore;
  brandImaging: BrandImaging;
  files: FileStore;
  fileLinks: FileLinks;
  logger: Logger;
}

/** Where a creator's logos are kept: under their own folder, so erasing the account erases them. */
function brandFilesPrefix(userId: string): string {
  return `users/${userId}/brand/`;
}

/** The kit as the API answers it: the logo as a link made now, for the owner's account as it is. */
function toBrandKitView(
  kit: BrandKit | null,
  owner: LinkOwner,
  ports: Pick<BrandKitPorts, 'fileLinks' | 'now'>,
): BrandKitView | null {
  if (!kit) return null;
  const { logoPath, ...rest } = kit;
  return {
    ...rest,
    logoUrl: logoPath ? ports.fileLinks.linkFor(logoPath, owner, ports.now()) : null,
  };
}

/** The caller's kit, or null when they have none. */
export async function readBrandKit(
  userId: string,
  ports: BrandKitPorts,
): Promise<BrandKitView | null> {
  const user = await getOrCreateCurrentUser(userId, ports);
  return toBrandKitView(user.brandKit ?? null, user, ports);
}

/** Saves what the creator chose (a proposal accepted or edited); the logo stays as it is. */
export async function saveBrandKit(
  userId: string,
  chosen: BrandKitChoice,
  ports: BrandKitPorts,
): Promise<BrandKitView | null> {
  const user = await getOrCreateCurrentUser(userId, ports);
  const updatedAt = ports.now().toISOString();
  const kit = await ports.brandKits.update(userId, (current) => ({
    colours: chosen.colours,
    font: chosen.font,
    titleStyle: chosen.titleStyle,
    logoCorner: chosen.logoCorner ?? current?.logoCorner ?? 'top-left',
    logoPath: current?.logoPath ?? null,
    updatedAt,
  }));
  return toBrandKitView(kit, user, ports);
}

/** A logo's bytes checked before any pixel is decoded: a whole PNG or WebP under 2 MB. */
function assertLogo(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new InvalidInput(BRAND_KIT_MESSAGES.logoNotImage, 'empty logo');
  if (bytes.length > BRAND_KIT_LIMITS.logoMaxBytes) {
    throw new TooLarge(BRAND_KIT_MESSAGES.logoTooLarge, `${bytes.length} bytes`);
  }
  const header = readImageHeader(bytes);
  if (!header.ok || (header.header.type !== 'png' && header.header.type !== 'webp')) {
    throw new InvalidInput(
      BRAND_KIT_MESSAGES.logoNotImage,
      header.ok ? header.header.type : header.reason,
    );
  }
  const problem = imageStructureProblem(bytes, header.header.type);
  if (problem) throw new InvalidInput(BRAND_KIT_MESSAGES.logoNotImage, problem);
}

async function removeFile(path: string | null, ports: BrandKitPorts): Promise<void> {
  if (!path) return;
  await ports.files
    .delete(path)
    .catch((error: unknown) => ports.logger.warn('removing a replaced logo failed', { error }));
}

/**
 * Stores a logo for the kit, normalised like uploads (a PNG without metadata, transparency kept).
 * The kit must exist; the logo it had before is deleted once the new one is in place.
 */
export async function setBrandLogo(
  userId: string,
  bytes: Uint8Array,
  ports: BrandKitPorts,
): Promise<BrandKitView | null> {
  assertLogo(bytes);
  const user = await getOrCreateCurrentUser(userId, ports);
  if (!user.brandKit) throw new InvalidInput(BRAND_KIT_MESSAGES.noKit, 'logo without a kit');
  const png = await ports.brandImaging.prepareLogo(bytes);
  const path = `${brandFilesPrefix(userId)}logo-${newRecordId()}.png`;
  await ports.files.put(path, png, 'image/png');
  let replaced: string | null = null;
  const kit = await ports.brandKits.update(userId, (current) => {
    replaced = current?.logoPath ?? null;
    return current ? { ...current, logoPath: path, updatedAt: ports.now().toISOString() } : null;
  });
  await removeFile(kit ? replaced : path, ports);
  if (!kit) throw new InvalidInput(BRAND_KIT_MESSAGES.noKit, 'kit deleted meanwhile');
  return toBrandKitView(kit, user, ports);
}

/** Takes the logo off the kit and deletes its file. */
export async function removeBrandLogo(
  userId: string,
  ports: BrandKitPorts,
): Promise<BrandKitView | null> {
  const user = await getOrCreateCurrentUser(userId, ports);
  let removed: string | null = null;
  const kit = await ports.brandKits.update(userId, (current) => {
    removed = current?.logoPath ?? null;
    return current ? { ...current, logoPath: null } : null;
  });
  await removeFile(removed, ports);
  return toBrandKitView(kit, user, ports);
}

/** Deletes the kit and its logo: later thumbnails use the genre's colours again. */
export async function deleteBrandKit(userId: string, ports: BrandKitPorts): Promise<void> {
  await getOrCreateCurrentUser(userId, ports);
  let removed: string | null = null;
  await ports.brandKits.update(userId, (current) => {
    removed = current?.logoPath ?? null;
    return null;
  });
  await removeFile(removed, ports);
}

/** A kit proposed from 3 to 10 past thumbnails, with the evidence; nothing is saved. */
export async function learnBrandKit(
  userId: string,
  thumbnails: Uint8Array[],
  ports: BrandKitPorts,
): Promise<LearnBrandKitResponse> {
  const count = thumbnails.length;
  if (count < BRAND_KIT_LIMITS.minLearnFiles || count > BRAND_KIT_LIMITS.maxLearnFiles) {
    throw new InvalidInput(BRAND_KIT_MESSAGES.learnFileCount, `${count} files`);
  }
  await getOrCreateCurrentUser(userId, ports);
  const { proposal, evidence } = proposeBrandKit(await ports.brandImaging.readLooks(thumbnails));
  return { proposal: brandKitProposalSchema.parse(proposal), evidence };
}
