import { z } from 'zod';
import type { PreparedImage } from '../../../lib/images';
import { msg, say } from '@shared/messages';
import {
  EngineError,
  engineFetch,
  errorText,
  failureForStatus,
  readJson,
  type EngineAnswer,
  type IdentifyEngine,
  type IdentifyOptions,
} from '../types';

export interface VisionConfig {
  /** An OpenAI-compatible base URL ending in /v1: OpenAI, Ollama (http://127.0.0.1:11434/v1), vLLM, llama.cpp server. */
  baseUrl: string;
  /** Sent as a Bearer token when set (local servers usually need none). */
  apiKey?: string | undefined;
  model: string;
}

/** What the model must answer; sent as the json_schema response format and repeated in the prompt. */
export const VISION_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['isPlant', 'scientificName', 'commonName', 'family', 'confidence', 'alternatives'],
  properties: {
    isPlant: { type: 'boolean', description: 'false when the photo shows no plant' },
    scientificName: { type: 'string', description: 'accepted binomial name without author, e.g. "Olea europaea"; "" when isPlant is false' },
    commonName: { type: 'string', description: 'usual common name in the requested language' },
    family: { type: 'string', description: 'botanical family, e.g. "Oleaceae"' },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: 'probability that scientificName is right' },
    alternatives: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['scientificName', 'confidence'],
        properties: { scientificName: { type: 'string' }, confidence: { type: 'number', minimum: 0, maximum: 1 } },
      },
    },
  },
} as const;

const AnswerSchema = z.object({
  isPlant: z.boolean(),
  scientificName: z.string(),
  commonName: z.string().default(''),
  family: z.string().default(''),
  confidence: z.number().min(0).max(1),
  alternatives: z.array(z.object({ scientificName: z.string(), confidence: z.number().min(0).max(1) })).default([]),
});

const ChatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A model's own confidence is not calibrated: it counts as sure only when it says so firmly. */
const CONFIDENT = 0.7;

const LANGUAGE_NAMES = { en: 'English', fr: 'French', ar: 'Arabic' } as const;

export function visionPrompt(lang: keyof typeof LANGUAGE_NAMES): string {
  return [
    'You identify plants from photos for a plant shop in Algeria.',
    `Answer with one JSON object only, no prose, matching this JSON schema: ${JSON.stringify(VISION_ANSWER_SCHEMA)}.`,
    'Use the accepted scientific name (genus and species, no author). If the photo shows no plant, set isPlant to false.',
    `Give commonName in ${LANGUAGE_NAMES[lang]}. Be honest about uncertainty in confidence.`,
  ].join('\n');
}

/**
 * Any OpenAI-compatible vision model through `POST {baseUrl}/chat/completions`: the photo as an
 * `image_url` data URI, a nested `response_format: { type: 'json_schema', json_schema }`, the schema
 * repeated in the prompt (servers that ignore response_format still follow it), temperature 0.
 */
export function createVisionEngine(config: VisionConfig): IdentifyEngine {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    id: 'vision',
    label: say(msg.identify.engines.vision, { model: config.model }),
    offline: /^https?:\/\/(127\.|localhost|\[::1\])/.test(base),
    // A general vision model names what it knows, with no list: the shop promises no figure for it.
    species: async () => null,
    async identify(image: PreparedImage, { lang, signal }: IdentifyOptions): Promise<EngineAnswer> {
      const dataUri = `data:image/jpeg;base64,${(await image.jpeg()).toString('base64')}`;
      const res = await engineFetch('vision', `${base}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          max_tokens: 400,
          messages: [
            { role: 'system', content: visionPrompt(lang) },
            {
              role: 'user',
              content: [
                { type: 'text', text: 'Identify the plant in this photo.' },
                { type: 'image_url', image_url: { url: dataUri } },
              ],
            },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'plant_identification', strict: true, schema: VISION_ANSWER_SCHEMA },
          },
        }),
        signal,
      });
      if (!res.ok) throw new EngineError(failureForStatus(res.status), `vision: HTTP ${res.status} ${await errorText(res)}`);

      const chat = ChatResponseSchema.safeParse(await readJson('vision', res));
      const content = chat.success ? chat.data.choices[0]?.message.content : null;
      if (!content) throw new EngineError('invalid-response', 'vision: no message content');
      let answer: z.infer<typeof AnswerSchema>;
      try {
        // Some servers wrap the JSON in a code fence despite the response format.
        const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
        answer = AnswerSchema.parse(JSON.parse(json));
      } catch (err) {
        throw new EngineError('invalid-response', 'vision: the answer does not match the schema', { cause: err });
      }
      if (!answer.isPlant || !answer.scientificName.trim()) return { kind: 'no-plant' };

      const first = {
        scientificName: answer.scientificName.trim(),
        commonNames: answer.commonName ? [answer.commonName] : [],
        family: answer.family || null,
        genus: answer.scientificName.trim().split(/\s+/)[0] ?? null,
        score: answer.confidence,
      };
      const others = answer.alternatives
        .filter((a) => a.scientificName.trim() && a.scientificName.trim() !== first.scientificName)
        .map((a) => ({
          scientificName: a.scientificName.trim(),
          commonNames: [],
          family: null,
          genus: a.scientificName.trim().split(/\s+/)[0] ?? null,
          score: Math.min(a.confidence, first.score),
        }));
      return { kind: 'identified', candidates: [first, ...others], confident: first.score >= CONFIDENT };
    },
  };
}
