import type en from '../en/list.ts';

export default {
  'list.loadMore': 'మరిన్ని చూడండి',
  'list.loading': 'లోడ్ అవుతోంది…',
  'list.moreFailed': 'మరిన్ని లోడ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'list.tableRegion': '{caption} టేబుల్',
  'list.tryAgain': 'మళ్ళీ ప్రయత్నించండి',
} satisfies Record<keyof typeof en, string>;
