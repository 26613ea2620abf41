import { isbot } from "isbot";
export const isBot = (ua: string): boolean => isbot(ua);
