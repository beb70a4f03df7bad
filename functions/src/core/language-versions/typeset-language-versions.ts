import {
  LANGUAGE_VERSION_MESSAGES,
  languageVersionsText,
  THUMBNAIL_MESSAGES,
  type ChatMessages,
  type LanguageTitle,
  type LanguageVersion,
  type TitleLayer,
} from '@thumbforge/contract';
import { chatFilesPrefix } from '../chats/chat-files.js';
import type { ChatPorts } from '../chats/chat-ports.js';
import { chatNotFound, ownedChat } from '../chats/chats.js';
import { linkOwnerOf, toMessages } from '../chats/to-api.js';
import { NotFound } from '../errors.js';
import { freeBytesIn, freeStorageRoom, type FreeStoragePorts } from '../files/free-storage.js';
import { storedFileUrl } from '../files/file-link-rules.js';
import { runFeedCheck } from '../feed-check/check-feed.js';
import { newRecordId } from '../ids.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { Logger } from '../ports/logger.port.js';
import type { FaceLikeness } from '../ports/face-likeness.port.js';
import type { MessageRecord } from '../ports/message-store.port.js';
import type { UserStore } from '../ports/user-store.port.js';
import {
  findGeneratedImage,
  discardReplyFiles,
  readSourcePhoto,
  replyFilesPrefix,
  type GeneratedImage,
} from '../thumbnails/stored/index.js';
import { logoOf } from '../thumbnails/brand/index.js';

type LanguageVersionPorts = Pick<ChatPorts, 'chats' | 'messages' | 'files' | 'now' | 'fileLinks'> &
  Pick<FreeStoragePorts, 'freeStorageBytes'> & {
    thumbnails: {
      imaging: Pick<ImageProcessor, 'composeThumbnail' | 'measureFeed'>;
      likeness: Pick<FaceLikeness, 'measure'>;
    };
    logger: Logger;
    users: Pick<UserStore, 'get'>;
  };

/**
 * The thumbnail's title layer with another language's title: the same style, the same place (so
 * it keeps clear of the faces and the badge corner as the original did) and the same faces to
 * keep clear of; the compositor picks the script's fonts and direction from `lang`.
 */
function translatedLayer(layer: TitleLayer, { lang, title }: LanguageTitle): TitleLayer {
  return { ...layer, text: title, lang };
}

/**
 * `POST /thumbnail/{chatId}/languages`: the selected thumbnail's title typeset in each language
 * over the same base art, each run through the feed check, kept as one assistant message
 * ("Language versions: hi, ar, ja") that every open tab sees. No model and no token. The base art
 * is copied into the message's folder, so each message owns its files (deleting or expiring the
 * original leaves the versions editable). A failure leaves nothing behind. Versions cost no token,
 * so what they store counts against the creator's room for free outputs, checked before each file.
 */
export async function typesetLanguageVersions(
  userId: string,
  chatId: string,
  request: { url: string; titles: LanguageTitle[] },
  ports: LanguageVersionPorts,
): Promise<ChatMessages> {
  await ownedChat(ports, userId, chatId);
  const history = await ports.messages.listByChat(chatId);
  const picked = findGeneratedImage(history, request.url, LANGUAGE_VERSION_MESSAGES.notGenerated);
  // A version's source is its original picture, whose set is then replaced: versions of versions
  // would otherwise pile up, a new set each time, at no token's cost.
  const selected =
    typeof picked.versionOf === 'string'
      ? findGeneratedImage(
          history,
          storedFileUrl(picked.versionOf),
          LANGUAGE_VERSION_MESSAGES.notGenerated,
        )
      : picked;
  // The reply is stored only while this message is still there (see appendReply).
  const source = history.find((message) =>
    message.images.some((image) => image.path === selected.path),
  );
  // A picture keeps one set of versions: a new set replaces the last one, files and all, so
  // free versions never pile up (each picture was paid for with a token; its set is bounded).
  const earlierSet = history.find((message) =>
    message.images.some((image) => image.versionOf === selected.path),
  );
  const [baseArt, photo] = await Promise.all([
    ports.files.read(selected.baseArtPath),
    readSourcePhoto(history, selected.path, ports.files),
  ]);
  if (!baseArt) throw new NotFound(THUMBNAIL_MESSAGES.imageNotFound, 'base art file is gone');
  const room = await freeStorageRoom(userId, earlierSet ? freeBytesIn(earlierSet) : 0, ports);
  room.take(baseArt.bytes.length);

  const replyId = newRecordId();
  const folder = replyFilesPrefix(chatFilesPrefix(userId, chatId), replyId);
  try {
    const baseArtPath = `${folder}base.png`;
    await ports.files.put(baseArtPath, baseArt.bytes, 'image/png');
    const images: GeneratedImage[] = [];
    const versions: LanguageVersion[] = [];
    // One at a time: each is a full-size composite, and a request holds at most 12.
    for (const title of request.titles) {
      const titleLayer = translatedLayer(selected.titleLayer, title);
      const { resolution } = selected;
      const composed = await ports.thumbnails.imaging.composeThumbnail({
        baseArt: baseArt.bytes,
        titleLayer,
        resolution,
        ...(await logoOf(titleLayer, ports.files)),
      });
      const feedChecks = await runFeedCheck(
        { jpeg: composed.jpeg, baseArt: baseArt.bytes, titleLayer, resolution },
        ports.thumbnails.imaging,
        photo ? { photo, meter: ports.thumbnails.likeness } : undefined,
      );
      const path = `${folder}${title.lang}.jpg`;
      room.take(composed.jpeg.length);
      await ports.files.put(path, composed.jpeg, 'image/jpeg');
      // The first version carries the base art copy its set shares.
      const shared = images.length === 0 ? baseArt.bytes.length : 0;
      images.push({
        url: storedFileUrl(path),
        path,
        baseArtPath,
        titleLayer,
        resolution,
        feedChecks,
        lang: title.lang,
        versionOf: selected.path,
        freeBytes: shared + composed.jpeg.length,
      });
      versions.push({ lang: title.lang, title: title.title, checks: feedChecks });
    }
    const message: MessageRecord = {
      id: replyId,
      chatId,
      ownerId: userId,
      role: 'assistant',
      text: languageVersionsText(versions.map((version) => version.lang)),
      images,
      status: 'complete',
      meta: { resolution: selected.resolution, languageVersions: versions },
      createdAt: ports.now().toISOString(),
    };
    // A chat deleted while the versions were set gets no message its owner can never see: its
    // files go with the folder, and the request answers as for a missing chat.
    const stored = earlierSet
      ? await ports.messages.update(chatId, earlierSet.id, {
          text: message.text,
          images: message.images,
          meta: message.meta,
        })
      : await ports.messages.appendReply(message, source?.id ?? '');
    if (stored === null || stored === 'gone') {
      await discardReplyFiles(chatFilesPrefix(userId, chatId), ports);
      throw chatNotFound(chatId);
    }
  } catch (error) {
    await discardReplyFiles(folder, ports);
    throw error;
  }
  // Its message now shows the new set: the old set's folder is nobody's.
  const earlierPath = earlierSet?.images[0]?.path;
  const earlierFolder = earlierPath?.slice(0, earlierPath.lastIndexOf('/') + 1);
  if (earlierFolder && earlierFolder !== folder) await discardReplyFiles(earlierFolder, ports);
  const messages = await ports.messages.listByChat(chatId);
  return [
    { chatId, messages: toMessages(messages, ports, await linkOwnerOf(userId, ports.users)) },
  ];
}
