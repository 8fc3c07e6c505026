// `virtual:messages/<locale>[/<part>]`: one locale's messages (or one part of them: `start`, the shared catalogues, or a
// feature's own) as ICU ASTs, built by scripts/messages-plugin.ts (decision 0020). Keyed by the app's message ids (`FormatjsIntl.Message['ids']` is
// MessageId, declared in ./index.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<FormatjsIntl.Message['ids'], MessageFormatElement[]>;
  export default messages;
}

// `virtual:messages/loaders`: each locale's start part as a dynamic import.
declare module 'virtual:messages/loaders' {
  import type { MessageFormatElement } from 'react-intl';

  const loaders: Record<string, Record<string, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>;
  export default loaders;
}
