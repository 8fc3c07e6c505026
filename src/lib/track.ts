/** The product's tracking events (spec section 9); the tracker itself comes with a later issue. */
export type TrackEvent = 'Start_Client_SignUp' | 'Start_Provider_Sign_Up' | 'Provider_SignUp_Success';

/**
 * Records a tracking event. A no-op until the tracker (and its consent check) is built: every call site is already
 * in place, so that issue only fills this in.
 */
export function track(event: TrackEvent, properties?: Record<string, string>): void {
  void event;
  void properties;
}
