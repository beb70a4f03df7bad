import { z } from 'zod';
import { TITLE_FONTS, type TitleFont } from './title-layer.js';

/** The fonts a brand kit may choose, with the names the dialog shows (`GET /config` `brandFonts`). */
export const BRAND_FONTS: { id: TitleFont; label: string }[] = [
  { id: 'anton', label: 'Anton' },
  { id: 'bebas-neue', label: 'Bebas Neue' },
  { id: 'bangers', label: 'Bangers' },
  { id: 'archivo-black', label: 'Archivo Black' },
  { id: 'russo-one', label: 'Russo One' },
  { id: 'titan-one', label: 'Titan One' },
  { id: 'lilita-one', label: 'Lilita One' },
];

export const LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export const logoCornerSchema = z.enum(LOGO_CORNERS);
export type LogoCorner = z.infer<typeof logoCornerSchema>;

export const BRAND_TITLE_STYLES = ['outline', 'box', 'shadow'] as const;
export const brandTitleStyleSchema = z.enum(BRAND_TITLE_STYLES);
export type BrandTitleStyle = z.infer<typeof brandTitleStyleSchema>;

export const BRAND_KIT_LIMITS = {
  minColours: 1,
  maxColours: 4,
  minLearnFiles: 3,
  maxLearnFiles: 10,
  logoMaxBytes: 2 * 1024 * 1024,
} as const;

/** What the server and the web say about the brand kit. */
export const BRAND_KIT_MESSAGES = {
  badColour: 'Each brand colour is a hex value like #e50914',
  colourCount: `A brand kit has ${BRAND_KIT_LIMITS.minColours} to ${BRAND_KIT_LIMITS.maxColours} colours`,
  unknownFont: 'Choose one of the listed fonts',
  learnFileCount: `Upload ${BRAND_KIT_LIMITS.minLearnFiles} to ${BRAND_KIT_LIMITS.maxLearnFiles} of your thumbnails`,
  logoTooLarge: 'The logo must be a PNG or WebP under 2 MB',
  logoNotImage: 'The logo must be a PNG or WebP image',
  noKit: 'Set up your brand kit first',
  saved: 'Brand kit saved',
  saveFailed: 'Saving the brand kit failed',
  learnFailed: 'Reading your thumbnails failed',
  removed: 'Brand kit removed',
} as const;

const brandColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_KIT_MESSAGES.badColour)
  .transform((colour) => colour.toLowerCase());

const brandColoursSchema = z
  .array(brandColourSchema)
  .min(BRAND_KIT_LIMITS.minColours, BRAND_KIT_MESSAGES.colourCount)
  .max(BRAND_KIT_LIMITS.maxColours, BRAND_KIT_MESSAGES.colourCount);

const brandFontSchema = z.enum(TITLE_FONTS, { error: BRAND_KIT_MESSAGES.unknownFont });

/** What a creator chooses in a kit; a kit learnt from past thumbnails proposes the same. */
export const brandKitProposalSchema = z.object({
  colours: brandColoursSchema,
  font: brandFontSchema,
  titleStyle: brandTitleStyleSchema,
  logoCorner: logoCornerSchema,
});
export type BrandKitProposal = z.infer<typeof brandKitProposalSchema>;

/** `PUT /brand-kit`: what the creator chose; the logo's corner stays as it was when left out. */
export const putBrandKitRequestSchema = brandKitProposalSchema.partial({ logoCorner: true });
export type PutBrandKitRequest = z.input<typeof putBrandKitRequestSchema>;
export type BrandKitChoice = z.output<typeof putBrandKitRequestSchema>;

/** A creator's brand kit, kept on their user record and applied to every thumbnail. */
export const brandKitSchema = brandKitProposalSchema.extend({
  /** Where the logo (a PNG keeping its transparency) is stored, or null without one. */
  logoPath: z.string().min(1).nullable(),
  updatedAt: z.string(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

/** The kit as the API answers it: the logo as a signed link instead of its path. */
export const brandKitViewSchema = brandKitSchema
  .omit({ logoPath: true })
  .extend({ logoUrl: z.string().nullable() });
export type BrandKitView = z.infer<typeof brandKitViewSchema>;

export const brandKitResponseSchema = z.object({ kit: brandKitViewSchema.nullable() });
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;

/** What the learning measured, so the creator sees why the kit was proposed. */
export const brandKitEvidenceSchema = z.object({
  thumbnails: z.number().int(),
  /** Each proposed colour's share of all the thumbnails' pixels, 0 to 1. */
  colourShares: z.array(z.object({ colour: z.string(), share: z.number() })),
  /** Mean luma 0 to 1 and mean HSV saturation 0 to 1 over every thumbnail. */
  brightness: z.number(),
  saturation: z.number(),
  /** How many of the thumbnails show a face, where (the side) and how tall (share of the height). */
  faces: z.object({
    thumbnailsWithFace: z.number().int(),
    side: z.enum(['left', 'center', 'right']).nullable(),
    height: z.number().nullable(),
  }),
  /** Titles judged boxed (a solid band behind bright text) or outlined, where measurable. */
  titles: z.object({ boxed: z.number().int(), outlined: z.number().int() }),
  /** The evidence in sentences, as the dialog shows it. */
  notes: z.array(z.string()),
});
export type BrandKitEvidence = z.infer<typeof brandKitEvidenceSchema>;

export const learnBrandKitResponseSchema = z.object({
  proposal: brandKitProposalSchema,
  evidence: brandKitEvidenceSchema,
});
export type LearnBrandKitResponse = z.infer<typeof learnBrandKitResponseSchema>;
