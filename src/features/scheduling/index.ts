// The scheduling area's public face for other features: the client's calendar and slot list (the provider's
// availability page previews with it) and its calendar's look.
export { dayPickerClasses, SlotPicker } from './SlotPicker';
