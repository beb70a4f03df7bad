import type { Genre } from '@thumbforge/contract';

/**
 * Prompts as creators write them, several per genre, each with what the reply must say was done
 * (in the words the reply uses for it) and what it must name as not done (part of the sentence
 * that says why). Written for the "every ask answered" corpus test; the photo has one face.
 */
export interface CreatorPrompt {
  genre: Genre;
  prompt: string;
  done: string[];
  notDone: string[];
}

const CANT_FIND = (thing: string) => `I can't find "${thing}" in your photo`;
const KEPT_AS_PHOTO = (clause: string) => `"${clause}"`;
const EXPRESSION = (said: string) => `I can't change an expression ("${said}")`;

export const CREATOR_PROMPTS: CreatorPrompt[] = [
  // gaming
  {
    genre: 'gaming',
    prompt: 'me looking shocked, neon background, red arrow pointing at my face',
    done: [
      'made the background neon',
      'added a red arrow pointing at the face',
      'made the face bigger',
    ],
    notDone: [EXPRESSION('me looking shocked')],
  },
  {
    // An expression on its own between commas is about the face all the same.
    genre: 'gaming',
    prompt: 'Me, shocked, red sky',
    done: ['made the background a red sky with clouds', 'made the face bigger'],
    notDone: [EXPRESSION('shocked')],
  },
  {
    genre: 'gaming',
    prompt: 'add speed lines and a lightning bolt',
    done: ['added speed lines around the subject', 'added a lightning sticker'],
    notDone: [],
  },
  {
    genre: 'gaming',
    prompt: 'circle around the controller, galaxy background',
    done: ['made the background a galaxy'],
    notDone: [CANT_FIND('the controller'), 'left the circle out'],
  },
  {
    genre: 'gaming',
    prompt: 'minecraft vs fortnite, a VS badge',
    done: ['added a "VS" badge'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'gaming',
    prompt: 'cyan glow around me and a 💀 emoji',
    done: ['gave the subject a cyan glow', 'added a 💀 emoji'],
    notDone: [],
  },
  {
    genre: 'gaming',
    prompt: 'add a glowing game controller and fire background',
    done: ['made the background fire'],
    notDone: ['I could not add: a glowing game controller'],
  },
  {
    genre: 'gaming',
    prompt: 'just me on the right, purple outline, question mark',
    done: [
      'kept only you',
      'put the subject on the right',
      'gave the subject a purple outline',
      'added a "?" badge',
    ],
    notDone: [],
  },
  // music
  {
    genre: 'music',
    prompt: 'synthwave background with a pink glow',
    done: ['made the background neon', 'gave the subject a pink glow'],
    notDone: [],
  },
  {
    genre: 'music',
    prompt: 'add hearts and sparkles',
    done: ['added heart stickers', 'added sparkles'],
    notDone: [],
  },
  {
    genre: 'music',
    prompt: 'arrow pointing at the guitar',
    done: [],
    notDone: [CANT_FIND('the guitar'), 'left the arrow out'],
  },
  {
    genre: 'music',
    prompt: 'me singing into a microphone, dark moody background',
    done: ['made the background dark'],
    notDone: [KEPT_AS_PHOTO('me singing into a microphone')],
  },
  {
    genre: 'music',
    prompt: 'close up of my face, warmer colours',
    done: ['made the face bigger', 'made it warmer'],
    notDone: [],
  },
  {
    genre: 'music',
    prompt: 'before and after my vocal training',
    done: [],
    notDone: ['A before/after needs your before photo'],
  },
  // vlogs
  {
    genre: 'vlogs',
    prompt: 'all three of us on a neon purple background',
    done: ['made the background neon purple'],
    notDone: [],
  },
  {
    genre: 'vlogs',
    prompt: 'just me, looking surprised',
    done: ['kept only you', 'made the face bigger'],
    notDone: [EXPRESSION('looking surprised')],
  },
  {
    genre: 'vlogs',
    prompt: 'warm cosy background with sparkles',
    done: ['made it warmer', 'added sparkles'],
    notDone: [],
  },
  {
    genre: 'vlogs',
    prompt: 'circle around the plate',
    done: [],
    notDone: [CANT_FIND('the plate'), 'left the circle out'],
  },
  {
    genre: 'vlogs',
    prompt: 'left sad right happy',
    done: [],
    notDone: [EXPRESSION('left sad right happy')],
  },
  {
    genre: 'vlogs',
    prompt: 'add a 😂 and blur the background',
    done: ['added a 😂 emoji'],
    notDone: [],
  },
  // tech
  {
    genre: 'tech',
    prompt: 'iphone vs pixel comparison, clean white background',
    done: ['made the background white'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'tech',
    prompt: 'red arrow pointing at the phone',
    done: [],
    notDone: [CANT_FIND('the phone'), 'left the arrow out'],
  },
  {
    genre: 'tech',
    prompt: 'blue gradient background, more contrast',
    done: ['made the background blue', 'added contrast'],
    notDone: [],
  },
  {
    genre: 'tech',
    prompt: 'a green tick and a red cross',
    done: ['added a green tick', 'added a red cross'],
    notDone: [],
  },
  {
    genre: 'tech',
    prompt: 'add a laptop on the desk',
    done: [],
    notDone: ['I could not add: a laptop'],
  },
  {
    genre: 'tech',
    prompt: 'exclamation mark next to my head, cyan outline',
    done: ['added a "!" badge by the face', 'gave the subject a cyan outline'],
    notDone: [],
  },
  // education
  {
    genre: 'education',
    prompt: 'a big question mark and a thinking emoji',
    done: ['added a "?" badge', 'added a 🤔 emoji'],
    notDone: [],
  },
  {
    genre: 'education',
    prompt: 'halftone background in yellow',
    done: ['made the background halftone yellow'],
    notDone: [],
  },
  {
    genre: 'education',
    prompt: 'circle around the equation on the whiteboard',
    done: [],
    notDone: [CANT_FIND('the equation'), 'left the circle out'],
  },
  {
    genre: 'education',
    prompt: 'me pointing at the camera, zoom in',
    done: ['zoomed in'],
    notDone: [KEPT_AS_PHOTO('me pointing at the camera')],
  },
  {
    genre: 'education',
    prompt: 'correct vs wrong, tick and cross',
    done: ['added a tick', 'added a cross'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'education',
    prompt: 'make it brighter and add a white border',
    done: ['made it brighter', 'added a white border'],
    notDone: [],
  },
  // entertainment
  {
    genre: 'entertainment',
    prompt: 'shocked emoji, red circle around my face',
    done: ['added a 😱 emoji', 'added a red circle around the face'],
    notDone: [],
  },
  {
    genre: 'entertainment',
    prompt: 'sunburst background and a fire emoji',
    done: ['made the background sunburst', 'added a fire sticker'],
    notDone: [],
  },
  {
    genre: 'entertainment',
    prompt: 'me screaming, add action lines',
    done: ['made the face bigger', 'added speed lines'],
    notDone: [],
  },
  {
    genre: 'entertainment',
    prompt: 'arrow pointing at the mystery box',
    done: [],
    notDone: [CANT_FIND('the mystery box'), 'left the arrow out'],
  },
  {
    genre: 'entertainment',
    prompt: 'me vs my brother, 100 emoji',
    done: ['added a 💯 emoji'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'entertainment',
    prompt: 'add a dragon behind me',
    done: [],
    notDone: ['I could not add: a dragon'],
  },
  // fitness
  {
    genre: 'fitness',
    prompt: 'before and after, fire background',
    done: ['made the background fire'],
    notDone: ['A before/after needs your before photo'],
  },
  {
    genre: 'fitness',
    prompt: 'arrow pointing at my arms',
    done: [],
    notDone: [CANT_FIND('the arms'), 'left the arrow out'],
  },
  {
    genre: 'fitness',
    prompt: 'make me look angry, dark background',
    done: ['made the background dark'],
    notDone: [EXPRESSION('make me look angry')],
  },
  {
    genre: 'fitness',
    prompt: 'orange glow and speed lines',
    done: ['gave the subject an orange glow', 'added speed lines'],
    notDone: [],
  },
  {
    genre: 'fitness',
    prompt: 'add a money sticker and a lightning bolt',
    done: ['added a money sticker', 'added a lightning sticker'],
    notDone: [],
  },
  {
    genre: 'fitness',
    prompt: 'more saturated, punchier',
    done: ['boosted the colours', 'added contrast'],
    notDone: [],
  },
  // fashion
  {
    genre: 'fashion',
    prompt: 'pink gradient background, soft glow',
    done: ['made the background pink'],
    notDone: [],
  },
  {
    genre: 'fashion',
    prompt: 'circle around the handbag',
    done: [],
    notDone: [CANT_FIND('the handbag'), 'left the circle out'],
  },
  {
    genre: 'fashion',
    prompt: 'sparkles around me, white outline',
    done: ['added sparkles', 'gave the subject a white outline'],
    notDone: [],
  },
  {
    genre: 'fashion',
    prompt: 'outfit 1 vs outfit 2',
    done: ['added a "VS" badge'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'fashion',
    prompt: 'me smiling, heart eyes emoji',
    done: ['added a 😍 emoji'],
    notDone: [EXPRESSION('me smiling')],
  },
  {
    genre: 'fashion',
    prompt: 'black and white with a red border',
    done: ['made it black and white', 'added a red border'],
    notDone: [],
  },
  // cooking
  {
    genre: 'cooking',
    prompt: 'circle around the pasta, warm background',
    done: ['made it warmer'],
    notDone: [CANT_FIND('the pasta'), 'left the circle out'],
  },
  {
    genre: 'cooking',
    prompt: 'fire emoji next to the pizza',
    done: ['added a fire sticker'],
    notDone: [CANT_FIND('the pizza'), 'put the sticker by the face'],
  },
  {
    genre: 'cooking',
    prompt: 'red arrow pointing at my face, blurred background',
    done: ['added a red arrow pointing at the face', 'made the background blurred'],
    notDone: [],
  },
  {
    genre: 'cooking',
    prompt: 'me holding a giant burger',
    done: [],
    notDone: ['I could not add: a giant burger'],
  },
  {
    genre: 'cooking',
    prompt: 'store bought vs homemade, tick and cross',
    done: ['added a tick', 'added a cross'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'cooking',
    prompt: 'brighter, more colourful, add a star',
    done: ['made it brighter', 'boosted the colours', 'added a star sticker'],
    notDone: [],
  },
  // travel
  {
    genre: 'travel',
    prompt: 'me on the left, blurred background, yellow outline',
    done: [
      'put the subject on the left',
      'made the background blurred',
      'gave the subject a yellow outline',
    ],
    notDone: [],
  },
  {
    genre: 'travel',
    prompt: 'arrow pointing at the eiffel tower',
    done: [],
    notDone: [CANT_FIND('the eiffel tower'), 'left the arrow out'],
  },
  {
    genre: 'travel',
    prompt: 'only the left one, teal glow',
    done: ['kept only the person on the left', 'gave the subject a cyan glow'],
    notDone: [],
  },
  {
    genre: 'travel',
    prompt: 'add a plane flying overhead',
    done: [],
    notDone: ['I could not add: a plane flying overhead'],
  },
  {
    genre: 'travel',
    prompt: 'cheap vs expensive hotel, money emoji',
    done: ['added a money sticker'],
    notDone: ['A versus needs a photo of who or what you are up against'],
  },
  {
    genre: 'travel',
    prompt: 'cooler tones, zoom out',
    done: ['made it cooler', 'zoomed out'],
    notDone: [],
  },
  {
    genre: 'travel',
    prompt: 'me looking amazed at the mountains, sunburst background',
    done: ['made the background sunburst', 'made the face bigger'],
    notDone: [EXPRESSION('me looking amazed at the mountains')],
  },
];
