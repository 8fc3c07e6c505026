// The scheduling area's public face for other features: its calendar's look (the provider's availability calendars
// use it).
export { dayPickerClasses } from './SlotPicker';
