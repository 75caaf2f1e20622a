/** How a fan asks to be called: a WhatsApp number or a Zoom e-mail (spec: fan_callType). */
export const FAN_CALL_TYPES = ['WhatsApp', 'Zoom'] as const;
export type TFanCallType = (typeof FAN_CALL_TYPES)[number];
