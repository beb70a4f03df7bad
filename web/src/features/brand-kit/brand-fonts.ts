import anton from '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url';
import archivoBlack from '@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf?url';
import bangers from '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf?url';
import bebasNeue from '@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf?url';
import lilitaOne from '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf?url';
import russoOne from '@expo-google-fonts/russo-one/400Regular/RussoOne_400Regular.ttf?url';
import titanOne from '@expo-google-fonts/titan-one/400Regular/TitanOne_400Regular.ttf?url';
import type { TitleFont } from '@thumbforge/contract';
import { useEffect } from 'react';

/** The very files the server draws titles with (OFL, from npm), so the picker shows what it gets. */
const FILES: Record<TitleFont, string> = {
  anton,
  'bebas-neue': bebasNeue,
  bangers,
  'archivo-black': archivoBlack,
  'russo-one': russoOne,
  'titan-one': titanOne,
  'lilita-one': lilitaOne,
};

/** The CSS family a title font is loaded under, with a heavy system face while it loads. */
export const brandFontFamily = (font: TitleFont) => `"brand-${font}", Impact, sans-serif`;

let loaded = false;

/**
 * Loads every title font once, when a kit is first edited: seven small files the rest of the app
 * never needs. Each shows as soon as it arrives; one that fails keeps the fallback face.
 */
export function useBrandFonts(): void {
  useEffect(() => {
    if (loaded) return;
    loaded = true;
    for (const [font, url] of Object.entries(FILES)) {
      const face = new FontFace(`brand-${font}`, `url(${url})`);
      document.fonts.add(face);
      void face.load().catch(() => undefined);
    }
  }, []);
}
