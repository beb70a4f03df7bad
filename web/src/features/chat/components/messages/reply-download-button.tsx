import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DownloadFormat } from '@thumbforge/contract';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import { useToast } from '@/lib/toast/use-toast';
import { useCreatorPlan } from '@/lib/use-creator-plan';
import { downloadThumbnail, downloadThumbnailAs } from '../../api/download-thumbnail';
import { useDownloadAll } from '../../api/download-zip';
import { formatOptions } from '../../perk-options';
import { OptionSelect } from '../composer/option-select';

const sx = { justifySelf: 'start' } as const;

/** Saves every image of one reply as thumbnails.zip, in the format chosen. */
function DownloadAllButton({ imageUrls, format }: { imageUrls: string[]; format: DownloadFormat }) {
  const { downloading, download } = useDownloadAll(imageUrls, format);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      loading={downloading}
      onClick={download}
      sx={sx}
    >
      Download all
    </Button>
  );
}

/** Saves the reply's only image: JPEG as it is stored, PNG or WebP converted by the server. */
function DownloadOneButton({ url, format }: { url: string; format: DownloadFormat }) {
  const api = useApiClient();
  const toast = useToast();
  async function download() {
    if (format === 'jpeg') return downloadThumbnail(url);
    try {
      await downloadThumbnailAs(api, url, format);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Download failed');
    }
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      onClick={() => void download()}
      sx={sx}
    >
      Download
    </Button>
  );
}

/** The Ultra HD thumbnails' copies under YouTube's 2 MB, to upload as they are. */
function YoutubeCopiesButton({ urls }: { urls: string[] }) {
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<DownloadRounded />}
      onClick={() => void Promise.all(urls.map((url) => downloadThumbnail(url)))}
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
