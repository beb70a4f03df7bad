/** How a cut-out thumbnail is laid out: the subject beside the title, its face big, centred, or a split. */
export type SceneLayout = 'cutout-side' | 'big-face' | 'cutout-center' | 'split';
