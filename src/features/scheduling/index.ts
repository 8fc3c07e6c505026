// The scheduling area's public face for other features: the client's calendar and slot list (the provider's
// availability page previews with it), its calendar's look, and a form's slot field (the new-booking form books and
// schedules in one request).
export { isSlotTaken } from './errors';
export { SlotField, useSlotTaken } from './SlotField';
export { dayPickerClasses } from './SlotPicker';
export { schedulingModals } from './modals';
