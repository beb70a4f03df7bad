import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  LANGUAGE_VERSIONS_ZIP_NAME,
  thumbnailFileName,
  type LanguageVersion,
} from '@thumbforge/contract';
import { useDownload } from '@/components/use-download';
import { downloadLanguageVersions } from '../../api/language-versions';
import { SET_DOWNLOAD } from '../../download-wordings';
import { languageName } from '../../language-versions/languages';
import { GeneratedImageTile } from './generated-image-tile';

interface LanguageVersionsReplyProps {
  images: string[];
  versions: LanguageVersion[];
}

/** A version's feed check in a few words: all clear, or how many warnings. */
function FeedStatus({ version }: { version: LanguageVersion }) {
  const warnings = version.checks.filter((check) => check.status === 'warn');
  const clear = warnings.length === 0;
  return (
    <Typography
      variant="body2"
      title={warnings.map((check) => check.message).join('\n') || undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: clear ? 'status.passText' : 'status.warnText',
      }}
    >
      {clear ? (
        <CheckCircleRounded fontSize="inherit" aria-hidden />
      ) : (
        <WarningAmberRounded fontSize="inherit" aria-hidden />
      )}
      {clear
        ? 'Feed check passed'
        : `Feed check: ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}`}
    </Typography>
  );
}

/**
 * The language versions of a thumbnail (issue 15, part 3): each labelled with its language and
 * its feed check, selectable and previewable like any thumbnail, and all of them downloadable as
 * thumbnails-by-language.zip (hi.jpg, ar.jpg, ...).
 */
export function LanguageVersionsReply({ images, versions }: LanguageVersionsReplyProps) {
  const { downloading, download } = useDownload(SET_DOWNLOAD);
  return (
    <>
      <Box
        component="ul"
        aria-label="Language versions"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {images.map((url, index) => {
          const version = versions[index];
          if (!version) return null;
          const name = languageName(version.lang) ?? version.lang;
          return (
            <Box component="li" key={url} sx={{ display: 'grid', gap: 0.75 }}>
              <GeneratedImageTile
                url={url}
                name={`${name} version`}
                videoTitle={version.title}
                format="jpeg"
                fileName={thumbnailFileName(version.title, version.lang, 'jpeg')}
                tourStop={false}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box
                  component="span"
                  sx={{
                    px: 0.75,
                    borderRadius: '4px',
                    background: (t) => t.palette.primary.main,
                    color: 'common.white',
                    fontWeight: 700,
                    fontSize: 13,
                  }}
                >
                  {version.lang}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <FeedStatus version={version} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadRounded />}
        loading={downloading}
        onClick={() =>
          download((api) => downloadLanguageVersions(api, images), LANGUAGE_VERSIONS_ZIP_NAME)
        }
        sx={{ justifySelf: 'start' }}
      >
        Download all languages
      </Button>
    </>
  );
}
