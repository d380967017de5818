// A webhook receiver in Node.js: checks each delivery's signature with the Standard Webhooks
// library (npm install standardwebhooks), then handles the event. Set WBN_WEBHOOK_SECRET to the
// endpoint's signing secret (whsec_…, shown once when the webhook was added) and PORT to listen on.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WBN_WEBHOOK_SECRET);

http
  .createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let event;
      try {
        // Throws when the signature does not match or the timestamp is more than 5 minutes off.
        event = webhook.verify(body, req.headers);
      } catch {
        res.writeHead(400).end();
        return;
      }
      // webhook-id is the same on every attempt of one delivery: skip one you have handled already.
      console.log(req.headers['webhook-id'], event.type, JSON.stringify(event.data));
      res.writeHead(204).end(); // answer within 10 seconds; do slow work after answering
    });
  })
  .listen(Number(process.env.PORT ?? 8080), '127.0.0.1');
