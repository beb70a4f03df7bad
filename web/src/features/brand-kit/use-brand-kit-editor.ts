import {
  BRAND_KIT_LIMITS,
  BRAND_KIT_MESSAGES,
  type BrandKitEvidence,
  type BrandKitView,
  type BrandTitleStyle,
  type LogoCorner,
  type TitleFont,
} from '@thumbforge/contract';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { serverMessage } from '@/lib/api/api-error';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useToast } from '@/lib/toast/use-toast';
import {
  deleteBrandKit,
  fetchBrandKit,
  learnBrandKit,
  removeBrandLogo,
  saveBrandKit,
  uploadBrandLogo,
} from './api/brand-kit';

/** What the dialog edits: a saved kit, a proposal, or a first kit from scratch. */
interface KitDraft {
  colours: string[];
  font: TitleFont;
  titleStyle: BrandTitleStyle;
  logoCorner: LogoCorner;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The first colour that is not a `#rrggbb` value, by its place; null when all are. */
export function badColour(colours: readonly string[]): number | null {
  const index = colours.findIndex((colour) => !HEX.test(colour));
  return index >= 0 ? index : null;
}

/**
 * The brand kit dialog's state and actions: it loads the saved kit, learns a proposal from past
 * thumbnails (saved only when the creator saves), saves the kit with a new logo, or removes it.
 * Every outcome is a toast; the creator's own tabs hear of the change from the live data.
 */
export function useBrandKitEditor(onDone: () => void) {
  const api = useApiClient();
  const toast = useToast();
  const { checkAuth } = useCurrentUser();
  const [saved, setSaved] = useState<BrandKitView | null>(null);
  const theme = useTheme();
  // A first kit starts in ThumbForge's own red, until the creator learns or picks theirs.
  const [draft, setDraft] = useState<KitDraft>({
    colours: [theme.palette.primary.main],
    font: 'anton',
    titleStyle: 'outline',
    logoCorner: 'top-left',
  });
  const [evidence, setEvidence] = useState<BrandKitEvidence | null>(null);
  const [logoFile, setLogoFile] = useState<File | null>(null);

  const [logoRemoved, setLogoRemoved] = useState(false);
  const [busy, setBusy] = useState<'loading' | 'learning' | 'saving' | null>('loading');

  useEffect(() => {
    let live = true;
    fetchBrandKit(api)
      .then((kit) => {
        if (!live) return;
        setSaved(kit);
        if (kit) setDraft(kit);
      })
      .catch(() => undefined)
      .finally(() => live && setBusy(null));
    return () => {
      live = false;
    };
  }, [api]);

  async function learn(files: File[]) {
    if (
      files.length < BRAND_KIT_LIMITS.minLearnFiles ||
      files.length > BRAND_KIT_LIMITS.maxLearnFiles
    ) {
      toast.error(BRAND_KIT_MESSAGES.learnFileCount);
      return;
    }
    setBusy('learning');
    try {
      const learnt = await learnBrandKit(api, files);
      setDraft(learnt.proposal);
      setEvidence(learnt.evidence);
    } catch (error) {
      toast.error(serverMessage(error) ?? BRAND_KIT_MESSAGES.learnFailed);
    } finally {
      setBusy(null);
    }
  }

  /** A change to the saved kit: the live user refreshed, the toast, and the dialog closed. */
  async function commit(write: () => Promise<unknown>, done: string) {
    setBusy('saving');
    try {
      await write();
      await checkAuth();
      toast.success(done);
      onDone();
    } catch (error) {
      toast.error(serverMessage(error) ?? BRAND_KIT_MESSAGES.saveFailed);
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    commit(async () => {
      await saveBrandKit(api, draft);
      if (logoFile) await uploadBrandLogo(api, logoFile);
      else if (logoRemoved && saved?.logoUrl) await removeBrandLogo(api);
    }, BRAND_KIT_MESSAGES.saved);
  const remove = () => commit(() => deleteBrandKit(api), BRAND_KIT_MESSAGES.removed);

  const change = (next: Partial<KitDraft>) => setDraft((current) => ({ ...current, ...next }));
  const logoObjectUrl = useMemo(
    () => (logoFile ? URL.createObjectURL(logoFile) : null),
    [logoFile],
  );
  useEffect(
    () => () => {
      if (logoObjectUrl) URL.revokeObjectURL(logoObjectUrl);
    },
    [logoObjectUrl],
  );
  const logoPreview = logoFile ? logoObjectUrl : logoRemoved ? null : (saved?.logoUrl ?? null);
  return {
    saved,
    draft,
    change,
    evidence,
    busy,
    logoPreview,
    chooseLogo: (file: File | null) => {
      setLogoFile(file);
      setLogoRemoved(file === null);
    },
    learn: (files: File[]) => void learn(files),
    save: () => void save(),
    remove: () => void remove(),
  };
}
