// `virtual:messages/<locale>[/start|/rest]`: one locale's messages (or one part of them) as ICU ASTs, built by
// scripts/messages-plugin.ts (decisions 0020, 0073). Keyed by the app's message ids (`FormatjsIntl.Message['ids']` is
// MessageId, declared in ./index.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<FormatjsIntl.Message['ids'], MessageFormatElement[]>;
  export default messages;
}
