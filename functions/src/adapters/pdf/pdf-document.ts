import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

// Inter from Google Fonts, shipped as full TTFs by @expo-google-fonts/inter: unlike the
// @fontsource subsets, one file holds both ASCII and the rupee sign (U+20B9).
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

export const ACCENT = '#e50914';
export const MUTED = '#555555';
export const MARGIN = 56;

/** `1,186.44`: rupees to the paisa, grouped the Indian way. */
export function figures(paise: number): string {
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

export function rupees(amount: number): string {
  return `₹${figures(Math.round(amount * 100))}`;
}

export function day(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** An A4 document with Inter embedded, so ₹ renders in every viewer; resolves to its bytes. */
export function openDocument(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: 'ThumbForge' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  return { doc, done };
}
