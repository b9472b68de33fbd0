import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldViolation } from '@cho-gundam/contracts';
import { AppError } from '../lib/errors.js';

function body(code: string, message: string, details: unknown, requestId: string): ErrorBody {
  return { error: { code, message, details, request_id: requestId } };
}

/**
 * One root handler turns every failure into `{"error": {code, message, details, request_id}}`.
 * Bad input is a 4xx with a Vietnamese message naming the field; a 5xx never leaks internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).send(body(err.code, err.message, err.details, req.id));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const fields: FieldViolation[] = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message ?? 'Giá trị không hợp lệ',
      }));
      const first = fields[0];
      const message = first ? `${first.message}${first.field && first.field !== where ? ` (${first.field})` : ''}` : 'Dữ liệu không hợp lệ';
      return reply.status(400).send(body('validation_failed', message, { fields }, req.id));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body('internal', 'Hệ thống đang bận. Vui lòng thử lại sau.', null, req.id));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('rate_limited', 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.', null, req.id));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(413).send(body('payload_too_large', 'Dữ liệu gửi lên quá lớn', null, req.id));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.status(415).send(body('unsupported_media_type', 'Định dạng dữ liệu không được hỗ trợ', null, req.id));
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (status === 400 && err instanceof SyntaxError)
    ) {
      return reply.status(400).send(body('validation_failed', 'Dữ liệu JSON không hợp lệ', null, req.id));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status === 404 ? 'not_found' : 'validation_failed', 'Yêu cầu không hợp lệ', null, req.id));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Hệ thống đang bận. Vui lòng thử lại sau.', null, req.id));
  });
}

/**
 * Fastify's own refusals before a route is found (`frameworkErrors`): a path that is not valid
 * percent-encoding (`/shops/%ff`) or a path parameter longer than the router's limit. Same body
 * as every other error, and neither Fastify's code nor the URL in it.
 */
export function frameworkErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('validation_failed', 'Đường dẫn yêu cầu quá dài', null, req.id));
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(body('validation_failed', 'Đường dẫn yêu cầu không hợp lệ', null, req.id));
  }
  req.log.error({ err }, 'framework error');
  return reply.status(500).send(body('internal', 'Hệ thống đang bận. Vui lòng thử lại sau.', null, req.id));
}

/**
 * A request Node's HTTP parser cannot read (a NUL or a line break in a header, headers too large,
 * a broken request line) never reaches Fastify: answer on the socket, in our error body, and close.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'payload_too_large', 'Phần đầu (header) của yêu cầu quá lớn']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'validation_failed', 'Yêu cầu gửi quá chậm, vui lòng thử lại']
        : [400, 'validation_failed', 'Yêu cầu HTTP không hợp lệ'];
  const payload = JSON.stringify(body(code, message, null, randomUUID()));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}
