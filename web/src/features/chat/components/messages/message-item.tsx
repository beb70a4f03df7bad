import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { DownloadFormat, Message } from '@thumbforge/contract';
import { useState } from 'react';
import { AssistantAvatar } from './assistant-avatar';
import { ExpiredImagesNote } from './expired-images-note';
import { ReplyDownloadButton } from './reply-download-button';
import { GeneratedImageGrid } from './generated-image-grid';
import { ImageGrid } from './image-grid';
import { LanguageVersionsReply } from './language-versions-reply';
import { MoreLikeThisButton } from './more-like-this-button';

/** The user's words on the right in a red-tinted bubble, with the photo they sent. */
function UserMessage({ message }: { message: Message }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      {message.images.length > 0 && (
        <Box sx={{ width: { xs: '60%', sm: 220 } }}>
          {/* The photo may still be being stored while the message is pending: remounted when
              it settles, an image that failed to load then loads again. */}
          <ImageGrid
            key={message.status}
            images={message.images}
            label="Your uploaded image"
            minWidth={160}
          />
        </Box>
      )}
      {message.imagesExpiredAt && <ExpiredImagesNote expiredAt={message.imagesExpiredAt} />}
      {message.text && (
        <Box
          sx={{
            maxWidth: { xs: '85%', md: '70%' },
            px: 2,
            py: 1.25,
            borderRadius: '16px 16px 4px 16px',
            background: (t) => alpha(t.palette.primary.main, 0.18),
            border: 1,
            borderColor: (t) => alpha(t.palette.primary.main, 0.35),
          }}
        >
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

interface AssistantMessageProps {
  message: Message;
  /** The chat's title, for replies made before titles were kept on each message. */
  chatTitle: string;
  firstWithImages: boolean;
}

/** The assistant on the left: its answer and the thumbnails it made. */
function AssistantMessage({ message, chatTitle, firstWithImages }: AssistantMessageProps) {
  const [format, setFormat] = useState<DownloadFormat>('jpeg');
  const videoTitle = message.meta.title ?? chatTitle;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <AssistantAvatar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.5, pt: 0.5 }}>
        {message.text && (
          <Typography
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              color: message.status === 'failed' ? 'error.light' : 'text.primary',
            }}
          >
            {message.text}
          </Typography>
        )}
        {message.images.length > 0 && message.meta.languageVersions && (
          <LanguageVersionsReply images={message.images} versions={message.meta.languageVersions} />
        )}
        {(message.images.length > 0 || message.meta.painting) && !message.meta.languageVersions && (
          <>
            <GeneratedImageGrid
              images={message.images}
              videoTitle={videoTitle}
              format={format}
              firstInChat={firstWithImages}
              painting={message.meta.painting}
            />
            <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5 }}>
              <ReplyDownloadButton
                imageUrls={message.images}
                youtubeCopies={message.meta.youtubeCopies}
                videoTitle={videoTitle}
                format={format}
                onFormatChange={setFormat}
              />
              {message.images[0] && <MoreLikeThisButton url={message.images[0]} />}
            </Box>
          </>
        )}
        {message.imagesExpiredAt && <ExpiredImagesNote expiredAt={message.imagesExpiredAt} />}
      </Box>
    </Box>
  );
}

export function MessageItem(props: AssistantMessageProps) {
  return props.message.role === 'user' ? (
    <UserMessage message={props.message} />
  ) : (
    <AssistantMessage {...props} />
  );
}
