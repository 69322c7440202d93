/**
 * The only header better-auth reads a client's address from. Our routes set it from Fastify's request.ip
 * (TRUST_PROXY decides) and drop any copy a client sent.
 */
export const CLIENT_IP_HEADER = 'x-stryd-client-ip';
