import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { silentWav } from "./speech-server";

/*
 * A local OpenAI-compatible model server for tests and the bench: chat completions (streamed
 * token by token, or whole), structured output (json_schema), transcription and speech. It
 * answers from a script, not a model, so tests can say exactly what Madame will say. The learner's
 * last message steers it:
 *   #down  the server answers 503 at once
 *   #cut   a few tokens, then the connection drops (the model fails mid-answer)
 *   #long  a long answer (to interrupt it)
 *   #leak, or any request for the instructions or the prompt: the server repeats its system
 *          prompt (a model that obeys an injection)
 * `setChatFailure` does the same for every chat request until it is cleared. Every request is
 * recorded, so tests can check what the product sent.
 */

export type RecordedRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };
type ChatMessage = { role: string; content: string | { type: string; text?: string }[] };

export type TestAiServer = {
  /** The base URL to configure (ends in /v1, as OpenAI's does). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Streamed answers whose client went away before the end (the product aborted the model call). */
  abandoned: () => number;
  /** Milliseconds between streamed tokens (20 by default, the bench's figure). */
  setTokenDelay: (ms: number) => void;
  /** Every chat request fails this way (503 at once, or cut after a few tokens) until set back to null. */
  setChatFailure: (mode: "down" | "cut" | null) => void;
  /** What /audio/transcriptions answers. */
  setTranscript: (text: string) => void;
  reset: () => void;
  close: () => Promise<void>;
};

const FIXES: [RegExp, string, string][] = [
  // Spaces, not \b: "à" is not a word character for a JavaScript regular expression.
  [/ à les /i, " aux ", "« À les » se contracte en « aux »."],
  [/ à le /i, " au ", "« À le » se contracte en « au »."],
  [/\bI goed\b/i, "I went", "“Go” is irregular: its past is “went”."],
  [/\bhe go\b/i, "he goes", "With he, she or it, the verb takes -s in the present."],
];

/**
 * What "pronunciation_phrases" answers: good work phrases, some claiming a sound they lack or one
 * of the other language (kept with the true ones only), and phrases the checks must drop: a link,
 * markup, too long, no true sound, a duplicate of an authored phrase, digits.
 */
const PRACTICE_PHRASES = {
  fr: [
    {
      text: "Je vérifie la température du frigo chaque matin.",
      translation: "I check the fridge temperature every morning.",
      sounds: ["e-eh", "affrication"],
    },
    {
      text: "La commande de la table six est prête.",
      translation: "The order for table six is ready.",
      sounds: ["nasal-vowels", "liaison"],
    },
    {
      text: "Attention, le plancher est mouillé!",
      translation: "Careful, the floor is wet!",
      sounds: ["nasal-vowels", "french-r"],
    },
    {
      text: "Pouvez-vous laver les légumes avant midi?",
      translation: "Can you wash the vegetables before noon?",
      sounds: ["u-ou", "th"],
    },
    {
      text: "On manque de pain pour le dîner.",
      translation: "We are short of bread for lunch.",
      sounds: ["nasal-vowels"],
    },
    {
      text: "Consultez le menu sur www.restaurant-exemple.ca ce soir.",
      translation: "See the menu online tonight.",
      sounds: ["nasal-vowels"],
    },
    {
      text: "<b>Lavez-vous les mains</b> avant le service.",
      translation: "Wash your hands before service.",
      sounds: ["u-ou"],
    },
    {
      text: "Avant de commencer le service du midi, il faut absolument nettoyer tous les comptoirs, laver la vaisselle, ranger la chambre froide et préparer les légumes.",
      translation: "Before lunch service, clean, wash, tidy and prepare.",
      sounds: ["nasal-vowels"],
    },
    { text: "Il fait chaud.", translation: "It is hot.", sounds: ["nasal-vowels"] },
    {
      text: "Merci beaucoup, c'est très gentil.",
      translation: "Thank you very much, that's very kind.",
      sounds: ["e-eh"],
    },
    {
      text: "La table 12 attend son dessert.",
      translation: "Table 12 is waiting for dessert.",
      sounds: ["nasal-vowels"],
    },
  ],
  en: [
    {
      text: "I'll check the fridge temperature this morning.",
      translation: "Je vérifie la température du frigo ce matin.",
      sounds: ["th", "schwa"],
    },
    {
      text: "The order for table six is ready.",
      translation: "La commande de la table six est prête.",
      sounds: ["th", "stress"],
    },
    {
      text: "Please wear your hairnet in the kitchen.",
      translation: "Portez votre filet à cheveux dans la cuisine.",
      sounds: ["h", "ed-s-endings"],
    },
    {
      text: "Could you wash the vegetables before noon?",
      translation: "Pouvez-vous laver les légumes avant midi?",
      sounds: ["short-long", "nasal-vowels"],
    },
    { text: "Check https://example.com for the menu.", translation: "Voyez le menu en ligne.", sounds: ["short-long"] },
    {
      text: "<i>Wash</i> your hands before service.",
      translation: "Lavez-vous les mains avant le service.",
      sounds: ["short-long"],
    },
    {
      text: "Before we start the lunch service we really need to clean every counter, wash all the dishes, tidy the walk-in fridge and prepare the vegetables.",
      translation: "Avant le service, nettoyer, laver, ranger et préparer.",
      sounds: ["schwa"],
    },
    { text: "Big red bag.", translation: "Gros sac rouge.", sounds: ["th"] },
    { text: "Thank you for your help.", translation: "Merci de votre aide.", sounds: ["th"] },
    { text: "Table 12 is waiting for dessert.", translation: "La table 12 attend son dessert.", sounds: ["schwa"] },
  ],
};

function textOf(message: ChatMessage | undefined): string {
  if (!message) return "";
  return typeof message.content === "string"
    ? message.content
    : message.content.map((part) => part.text ?? "").join("");
}

function lastLearnerText(messages: ChatMessage[]): string {
  return textOf([...messages].reverse().find((message) => message.role === "user"));
}

function reply(messages: ChatMessage[]): string {
  const system = messages
    .filter((message) => message.role === "system")
    .map(textOf)
    .join("\n");
  const learner = lastLearnerText(messages);
  if (/#leak|instructions|consignes|system prompt|prompt/i.test(learner)) return system;
  const french = /language learned: French/i.test(system);
  const base = french
    ? "Très bien, merci. Pouvez-vous m'en dire un peu plus sur votre travail?"
    : "Great, thank you. Can you tell me a little more about your work?";
  if (!learner.includes("#long")) return base;
  const more = french
    ? " Prenez votre temps, nous avons tout l'après-midi pour en parler ensemble."
    : " Take your time, we have the whole afternoon to talk about it together.";
  return base + more.repeat(8);
}

/** The JSON a structured call gets, by the name of its schema. */
function structured(name: string, messages: ChatMessage[]): unknown {
  const learner = lastLearnerText(messages);
  switch (name) {
    case "correction": {
      const fix = FIXES.find(([pattern]) => pattern.test(learner));
      if (!fix) return { hasError: false, corrected: learner, explanation: "", kind: "none" };
      return { hasError: true, corrected: learner.replace(fix[0], fix[1]), explanation: fix[2], kind: "grammar" };
    }
    case "translation":
      return { translation: `(traduction) ${learner}` };
    case "explanation":
      return { explanation: "Explication détaillée : la préposition « à » suivie de l'article « le » devient « au »." };
    case "debrief": {
      const said = [...learner.matchAll(/LEARNER: (.+)/g)].map((match) => match[1]!.slice(0, 40));
      return {
        goalsMet: [0],
        wellDone: ["Clear greetings", "Good questions", "Polite tone"],
        toWorkOn: ["Contractions au and aux", "Past tense", "Longer answers"],
        newWords: [{ phrase: "un échéancier", meaning: "a schedule of deadlines" }],
        memory: {
          interests: said.length > 0 ? [`talked about: ${said[0]}`] : [],
          recurringMistakes: ["à le instead of au"],
          goals: ["run client meetings in French"],
        },
      };
    }
    case "pronunciation_summary": {
      // Advice for each ranked family, in reverse order, plus one the product never ranked: the
      // product must keep its own order and drop the invented family.
      const families = [...learner.matchAll(/family: ([a-z-]+)/g)].map((match) => match[1]!);
      const tone = /Tone: (\w+)/.exec(messages.map(textOf).join("\n"))?.[1] ?? "?";
      return {
        priorities: [...families.reverse(), "made-up-family"].map((family) => ({
          family,
          advice: `(${tone}) Work on ${family}.`,
        })),
        wentWell: ["Every word was said", "A steady pace"],
        nextMilestone: "Three attempts in a row at 80 or more.",
      };
    }
    case "pronunciation_phrases": {
      const system = messages
        .filter((message) => message.role === "system")
        .map(textOf)
        .join("\n");
      return { phrases: PRACTICE_PHRASES[/language learned: French/i.test(system) ? "fr" : "en"] };
    }
    case "email_feedback":
      return emailFeedback(learner);
    default:
      return {};
  }
}

/**
 * What "email_feedback" answers: every checklist item met but the last, the register right, each
 * known mistake of the e-mail (FIXES) as an error, and one useful expression in the e-mail's language.
 */
function emailFeedback(prompt: string): unknown {
  const items = [...prompt.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1]));
  const email = prompt.slice(prompt.indexOf("LEARNER'S E-MAIL:"));
  const french = /^Subject: .*\n[\s\S]*\b(Bonjour|Madame|Monsieur|Salut)\b/m.test(email);
  return {
    checklist: items.map((item, position) => ({
      item,
      met: position < items.length - 1,
      comment: position < items.length - 1 ? "Present." : "Missing from the e-mail.",
    })),
    register: { appropriate: true, comment: "The greeting and closing fit the recipient." },
    errors: FIXES.filter(([pattern]) => pattern.test(email)).map(([pattern, correction, rule]) => ({
      excerpt: pattern.exec(email)![0].trim(),
      correction: correction.trim(),
      rule,
    })),
    usefulWords: [
      french
        ? { phrase: "en pièce jointe", meaning: "attached" }
        : { phrase: "Please find attached", meaning: "Vous trouverez ci-joint" },
    ],
    summary: "A clear e-mail: well done.",
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string | null, finish: string | null): string {
  const delta = content === null ? {} : { content };
  return `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** Words with their following space, as a model's tokens come. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

async function streamChat(
  response: ServerResponse,
  text: string,
  cut: boolean,
  delayMs: number,
  onAbandoned: () => void,
) {
  response.once("close", () => {
    if (!response.writableEnded && !cut) onAbandoned();
  });
  response.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  const parts = tokens(text);
  for (const [index, token] of parts.entries()) {
    if (response.destroyed) return;
    if (cut && index === 3) return void response.destroy();
    if (delayMs > 0) await sleep(delayMs);
    response.write(chunk(token, null));
  }
  response.write(chunk(null, "stop"));
  response.end("data: [DONE]\n\n");
}

/** The fields of a multipart/form-data body, as text (enough for the transcription request). */
function multipartFields(body: Buffer, contentType: string): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return {};
  const fields: Record<string, unknown> = {};
  for (const part of body.toString("latin1").split(`--${boundary[1] ?? boundary[2]}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    const value = part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n$/, "");
    fields[name] = /filename="/.test(part) ? { bytes: value.length } : value;
  }
  return fields;
}

export async function startAiServer({ tokenDelayMs = 20 } = {}): Promise<TestAiServer> {
  const requests: RecordedRequest[] = [];
  let delay = tokenDelayMs;
  let transcript = "Bonjour, je voudrais parler du projet.";
  let failure: "down" | "cut" | null = null;
  let abandoned = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const path = (request.url ?? "").replace(/^\/v1/, "");
    const contentType = request.headers["content-type"] ?? "";
    let body: Record<string, unknown> = {};
    try {
      body = contentType.startsWith("multipart/")
        ? multipartFields(raw, contentType)
        : raw.length
          ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>)
          : {};
    } catch {
      return void response
        .writeHead(400, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "invalid JSON" } }));
    }
    requests.push({ path, authorization: request.headers.authorization, body });

    if (path === "/audio/transcriptions")
      return void response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ text: transcript }));
    if (path === "/audio/speech")
      return void response.writeHead(200, { "Content-Type": "audio/wav" }).end(silentWav(300));
    if (path !== "/chat/completions")
      return void response
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));

    const messages = (body.messages ?? []) as ChatMessage[];
    const learner = lastLearnerText(messages);
    if (learner.includes("#down") || failure === "down") {
      return void response
        .writeHead(503, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "the model is not loaded", type: "server_error" } }));
    }
    const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
    const content =
      format?.type === "json_schema" || format?.type === "json_object"
        ? JSON.stringify(structured(format.json_schema?.name ?? "", messages))
        : reply(messages);
    if (body.stream)
      return streamChat(
        response,
        content,
        learner.includes("#cut") || failure === "cut",
        delay,
        () => (abandoned += 1),
      );
    response.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model: String(body.model ?? "test"),
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };

  const server = createServer((request, response) => void handle(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned: () => abandoned,
    setTokenDelay: (ms) => {
      delay = ms;
    },
    setChatFailure: (mode) => {
      failure = mode;
    },
    setTranscript: (text) => {
      transcript = text;
    },
    reset: () => {
      requests.length = 0;
      delay = tokenDelayMs;
      failure = null;
      abandoned = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
