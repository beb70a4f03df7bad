import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { downloadFileName, type DownloadFormat } from '@thumbforge/contract';
import { useState } from 'react';
import { useDownload } from '@/components/use-download';
import { useCreatorPlan } from '@/lib/use-creator-plan';
import { convertThumbnail, fetchThumbnail } from '../../api/download-thumbnail';
import { downloadZip } from '../../api/download-zip';
import { DOWNLOAD_NAMES } from '../../download-names';
import {
  CONVERTED_IMAGE_DOWNLOAD,
  STORED_IMAGE_DOWNLOAD,
  ZIP_DOWNLOAD,
} from '../../download-wordings';
import { formatOptions } from '../../perk-options';
import { OptionSelect } from '../composer/option-select';

const sx = { justifySelf: 'start' } as const;

/** Saves every image of one reply as thumbnails.zip, in the format chosen. */
function DownloadAllButton({ imageUrls, format }: { imageUrls: string[]; format: DownloadFormat }) {
  const { downloading, download } = useDownload(ZIP_DOWNLOAD);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      loading={downloading}
      onClick={() => download((api) => downloadZip(api, imageUrls, format), DOWNLOAD_NAMES.all)}
      sx={sx}
    >
      Download all
    </Button>
  );
}

/** Saves the reply's only image: JPEG as it is stored, PNG or WebP converted by the server. */
function DownloadOneButton({ url, format }: { url: string; format: DownloadFormat }) {
  const stored = format === 'jpeg';
  const { download } = useDownload(stored ? STORED_IMAGE_DOWNLOAD : CONVERTED_IMAGE_DOWNLOAD);
  const save = () =>
    stored
      ? download(() => fetchThumbnail(url), DOWNLOAD_NAMES.single)
      : download((api) => convertThumbnail(api, url, format), downloadFileName(format));
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadRounded />} onClick={save} sx={sx}>
      Download
    </Button>
  );
}

/** The Ultra HD thumbnails' copies under YouTube's 2 MB, to upload as they are. */
function YoutubeCopiesButton({ urls }: { urls: string[] }) {
  const { download } = useDownload(STORED_IMAGE_DOWNLOAD);
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<DownloadRounded />}
      onClick={() =>
        urls.forEach((url) => download(() => fetchThumbnail(url), DOWNLOAD_NAMES.single))
      }
      sx={sx}
    >
      {urls.length > 1 ? 'YouTube copies (under 2 MB)' : 'YouTube copy (under 2 MB)'}
    </Button>
  );
}

/**
 * A reply's download: all of its images as a zip, or its only image, as JPEG, PNG or WebP (the
 * formats the plan does not unlock are shown locked), and Ultra HD's YouTube copies.
 */
export function ReplyDownloadButton({
  imageUrls,
  youtubeCopies,
}: {
  imageUrls: string[];
  youtubeCopies?: string[];
}) {
  const plan = useCreatorPlan();
  const [format, setFormat] = useState<DownloadFormat>('jpeg');
  const [only] = imageUrls;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5 }}>
      <Box sx={{ width: 200 }}>
        <OptionSelect
          label="Format"
          value={format}
          options={formatOptions(plan)}
          onChange={(value) => setFormat(value as DownloadFormat)}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.25 }}>
        {imageUrls.length > 1 || !only ? (
          <DownloadAllButton imageUrls={imageUrls} format={format} />
        ) : (
          <DownloadOneButton url={only} format={format} />
        )}
        {youtubeCopies && youtubeCopies.length > 0 && <YoutubeCopiesButton urls={youtubeCopies} />}
      </Box>
    </Box>
  );
}
