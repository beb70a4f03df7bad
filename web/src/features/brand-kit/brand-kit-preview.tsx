import Box from '@mui/material/Box';
import { alpha, useTheme, type Palette, type SxProps, type Theme } from '@mui/material/styles';
import type { BrandTitleStyle, LogoCorner, TitleFont } from '@thumbforge/contract';
import { brandFontFamily } from './brand-fonts';

interface BrandKitPreviewProps {
  colours: readonly string[];
  font: TitleFont;
  titleStyle: BrandTitleStyle;
  logo: string | null;
  logoCorner: LogoCorner;
}

const SAMPLE_TITLE = 'I Tried Living on Mars';
const validHex = (colour: string | undefined) =>
  colour !== undefined && /^#[0-9a-f]{6}$/i.test(colour) ? colour : undefined;

function titleLook(style: BrandTitleStyle, accent: string, { common }: Palette): SxProps<Theme> {
  if (style === 'box') return { background: accent, px: '0.3em', borderRadius: '0.1em' };
  if (style === 'shadow') return { textShadow: `0.06em 0.08em 0 ${alpha(common.black, 0.85)}` };
  return { WebkitTextStroke: `0.07em ${common.black}`, paintOrder: 'stroke fill' };
}

/**
 * The kit on a sample thumbnail, as the creator edits it: its colours as the ground, a title in
 * its font and treatment, and its logo in its corner. A sketch of the look, not a render.
 */
export function BrandKitPreview({
  colours,
  font,
  titleStyle,
  logo,
  logoCorner,
}: BrandKitPreviewProps) {
  const { palette } = useTheme();
  // Colours still being typed fall back to the app's own, so the preview never goes blank.
  const first = validHex(colours[0]) ?? palette.primary.main;
  const second = validHex(colours[1]) ?? palette.background.default;
  const [vertical, horizontal] = logoCorner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <Box
      role="img"
      aria-label={`A sample thumbnail in your kit: the title "${SAMPLE_TITLE}"`}
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        maxWidth: 420,
        borderRadius: 1.5,
        overflow: 'hidden',
        containerType: 'inline-size',
        background: `linear-gradient(135deg, ${first} 0%, ${first} 45%, ${second} 100%)`,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          left: '6%',
          bottom: '10%',
          maxWidth: '70%',
          fontFamily: brandFontFamily(font),
          fontSize: '11cqw',
          lineHeight: 1.05,
          color: 'common.white',
          textTransform: 'uppercase',
          ...titleLook(titleStyle, first, palette),
        }}
      >
        {SAMPLE_TITLE}
      </Box>
      {logo && (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{ position: 'absolute', [vertical]: '5%', [horizontal]: '4%', height: '18%' }}
        />
      )}
    </Box>
  );
}
