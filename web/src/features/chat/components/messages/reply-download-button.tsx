import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { thumbnailFileName, type DownloadFormat } from '@thumbforge/contract';
import { useDownload } from '@/components/use-download';
import { useCreatorPlan } from '@/lib/use-creator-plan';
import { fetchThumbnail } from '../../api/download-thumbnail';
import { downloadZip } from '../../api/download-zip';
import { DOWNLOAD_NAMES } from '../../download-names';
import { STORED_IMAGE_DOWNLOAD, ZIP_DOWNLOAD } from '../../download-wordings';
import { formatOptions } from '../../perk-options';
import { useSaveThumbnail } from '../../use-save-thumbnail';
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

interface DownloadOneProps {
  url: string;
  format: DownloadFormat;
  videoTitle: string;
}

/** Saves the reply's only image in the format chosen, named after the video. */
function DownloadOneButton({ url, format, videoTitle }: DownloadOneProps) {
  const save = useSaveThumbnail(format);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      onClick={() => save(url, thumbnailFileName(videoTitle, 1, format))}
      sx={sx}
    >
      Download
    </Button>
  );
}

/** The Ultra HD thumbnails' copies under YouTube's 2 MB, to upload as they are. */
function YoutubeCopiesButton({ urls, videoTitle }: { urls: string[]; videoTitle: string }) {
  const { download } = useDownload(STORED_IMAGE_DOWNLOAD);
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<DownloadRounded />}
      onClick={() =>
        urls.forEach((url, index) =>
          download(
            () => fetchThumbnail(url),
            thumbnailFileName(videoTitle, `${index + 1}-youtube`, 'jpeg'),
          ),
        )
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
  videoTitle,
  format,
  onFormatChange,
}: {
  imageUrls: string[];
  youtubeCopies?: string[] | undefined;
  videoTitle: string;
  /** Chosen here, and honoured by each tile's own download too. */
  format: DownloadFormat;
  onFormatChange: (format: DownloadFormat) => void;
}) {
  const plan = useCreatorPlan();
  const [only] = imageUrls;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5 }}>
      <Box sx={{ width: 200 }}>
        <OptionSelect
          label="Format"
          value={format}
          options={formatOptions(plan)}
          onChange={(value) => onFormatChange(value as DownloadFormat)}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.25 }}>
        {imageUrls.length > 1 || !only ? (
          <DownloadAllButton imageUrls={imageUrls} format={format} />
        ) : (
          <DownloadOneButton url={only} format={format} videoTitle={videoTitle} />
        )}
        {youtubeCopies && youtubeCopies.length > 0 && (
          <YoutubeCopiesButton urls={youtubeCopies} videoTitle={videoTitle} />
        )}
      </Box>
    </Box>
  );
}
