import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { downloadThumbnail } from '../../api/download-thumbnail';
import { useDownloadAll } from '../../api/download-zip';

const sx = { justifySelf: 'start' } as const;

/** Saves every image of one reply as thumbnails.zip. */
function DownloadAllButton({ imageUrls }: { imageUrls: string[] }) {
  const { downloading, download } = useDownloadAll(imageUrls);
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

/** A reply's download: all of its images as a zip, or its only image as it is. */
export function ReplyDownloadButton({ imageUrls }: { imageUrls: string[] }) {
  const [only] = imageUrls;
  if (imageUrls.length > 1 || !only) return <DownloadAllButton imageUrls={imageUrls} />;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      onClick={() => void downloadThumbnail(only)}
      sx={sx}
    >
      Download
    </Button>
  );
}
