// `virtual:messages/<locale>`: one locale's messages as ICU ASTs, built by scripts/messages-plugin.ts (decision 0020).
// Keyed by the app's message ids (`FormatjsIntl.Message['ids']` is MessageId, declared in ./index.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<FormatjsIntl.Message['ids'], MessageFormatElement[]>;
  export default messages;
}
