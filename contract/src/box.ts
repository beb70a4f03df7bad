import { z } from 'zod';

/**
 * A rectangle by its top-left corner and size: the one shape of every area the server measures
 * (a face, a title, a layout's region), in pixels or in fractions of the picture, as its name says.
 */
export const boxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type Box = z.infer<typeof boxSchema>;
