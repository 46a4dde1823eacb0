/** Internal header carrying the client IP our middleware computed; any incoming copy is replaced. */
export const CLIENT_IP_HEADER = "x-alohabot-client-ip";
