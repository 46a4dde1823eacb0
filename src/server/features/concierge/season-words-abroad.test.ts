import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOfMonth } from "@/shared/schemas/place-facts";
import { conciergeTalk, JANUARY, JULY } from "../../../../tests/setup/concierge-talk";
import { seededDirectoryForFile } from "../../../../tests/setup/seeded-directory";

// The sixth blind probe, class 1: seasons and holidays named in other languages ("invierno", "im Winter", "en
// hiver", "冬", "冬天", "겨울", "Weihnachten", "Noël", "クリスマス"), and in English as "over the holidays", "during
// whale season", "during big wave season" or a bare "1/15", were read as the month of asking: "Usually yes" for
// Hanalei Bay in winter, and North Shore cards for children (places data: hanalei-bay and tunnels-beach winter
// dangerous; poipu-beach and salt-pond-beach summer caution; the whale-season and surf-season articles).

const directory = seededDirectoryForFile({ beforeAll, afterAll });
const { q, ask, ids } = conciergeTalk(directory);

const roughFor = (cards: string[], month: number) =>
  cards.filter((id) => {
    const condition = directory().byId.get(id)?.facts?.ocean?.[seasonOfMonth(month)];
    return condition === "dangerous" || condition === "caution";
  });

describe("seasons and holidays named in other languages (probe 6, class 1)", () => {
  it("reads the season or holiday as its month, in six languages", () => {
    const month = (message: string, now = JULY) => q(message, now).month;
    expect(month("¿Se puede nadar en Tunnels en invierno?")).toBe(1);
    expect(month("Ist der Ke'e Beach im Winter gefährlich?")).toBe(1);
    expect(month("Peut-on faire du snorkeling à Anini en hiver ?")).toBe(1);
    expect(month("冬のポイプビーチは泳げますか")).toBe(1);
    expect(month("冬天去隧道海滩浮潜安全吗")).toBe(1);
    expect(month("겨울에 터널스 비치 스노클링 괜찮아요?")).toBe(1);
    expect(month("Navidad en Kauai: ¿dónde nadar con niños?")).toBe(12);
    expect(month("Wir sind über Weihnachten da: wo schwimmen?")).toBe(12);
    expect(month("À Noël, où nager avec les enfants ?")).toBe(12);
    expect(month("クリスマスに子供と泳げるビーチは？")).toBe(12);
    expect(month("圣诞节带孩子去哪里游泳")).toBe(12);
    expect(month("크리스마스에 아이들과 수영할 곳?")).toBe(12);
    expect(month("¿Dónde nadar con niños en verano?", JANUARY)).toBe(7);
    expect(month("Wo kann man im Sommer schnorcheln?", JANUARY)).toBe(7);
    expect(month("Où nager en été avec un bébé ?", JANUARY)).toBe(7);
    expect(month("夏にシュノーケルできる場所", JANUARY)).toBe(7);
    expect(month("夏天带孩子去哪里游泳", JANUARY)).toBe(7);
    expect(month("여름에 아이랑 수영할 곳", JANUARY)).toBe(7);
  });

  it("does not read Hawaiʻi (夏威夷), a French 'a été' or an English 'winter' alone as a foreign season", () => {
    expect(q("夏威夷考艾岛哪里可以游泳", JANUARY).month).toBe(1);
    expect(q("La plage a été fermée ? On veut nager", JANUARY).month).toBe(1);
    expect(q("winter vs summer on the north shore", JULY).monthNamed).toBe(false);
  });

  it("says No for winter water asked in July, and Not for a toddler in a summer asked in January", () => {
    for (const message of [
      "ハナレイ湾は冬に泳げますか",
      "Kann man im Winter in der Hanalei Bay schwimmen?",
      "하날레이 베이 겨울에 수영 가능해요?",
      "哈纳雷湾冬天可以游泳吗",
      "Ist Tunnels Beach zu Weihnachten sicher?",
      "Tunnels Beach à Noël, c'est sûr ?",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).toMatch(/\bNo - /);
      expect(reply.text, message).not.toMatch(/Usually yes/);
      expect(roughFor(ids(reply), 1), message).toEqual([]);
    }
    const toddler = ask("Können wir im Sommer mit Kleinkind am Poipu Beach baden?", JANUARY);
    expect(toddler.text).toMatch(/^(?:.*\n)*Not really for a toddler/);
    expect(ids(toddler)).not.toContain("kauai-poipu-beach");
  });

  it("keeps children off water that is rough in the season asked, whatever the shore's name in the language", () => {
    for (const [message, month, now] of [
      ["Wo können Kinder im Winter an der Nordküste schwimmen?", 1, JULY],
      ["冬に北海岸で子供が泳げる場所は？", 1, JULY],
      ["¿Dónde pueden nadar los niños en la costa sur en verano?", 7, JANUARY],
      ["Où les enfants peuvent-ils nager sur la côte sud en été ?", 7, JANUARY],
      ["여름에 남쪽 해안에서 아이들이 수영할 수 있는 곳?", 7, JANUARY],
    ] as const) {
      const reply = ask(message, now);
      expect(reply.places.length, message).toBeGreaterThan(0);
      expect(roughFor(ids(reply), month), message).toEqual([]);
    }
  });
});

describe("English seasons named by what happens in them (probe 6, class 1)", () => {
  it("reads the holidays as December, whale season as February and big-wave season as January", () => {
    const month = (message: string) => q(message, JULY).month;
    expect(month("where can we swim with the kids on the north shore over the holidays")).toBe(12);
    expect(month("visiting during the holiday season, is lumahai ok?")).toBe(12);
    expect(month("is tunnels good for snorkeling during whale season?")).toBe(2);
    expect(month("beach for a toddler in humpback season")).toBe(2);
    expect(month("north shore beaches during big wave season, kids?")).toBe(1);
    expect(month("tunnels snorkel 1/15")).toBe(1);
    expect(month("kids 4/14, where can they swim")).toBe(7);
    // (Asking when the season is stays a "when".)
    expect(q("when is whale season", JULY).monthNamed).toBe(false);
    expect(q("we're going on holiday to kauai, where can the kids swim", JULY).monthNamed).toBe(false);
  });

  it("answers for that season, and says which months whale season and big-wave season are", () => {
    for (const message of [
      "where can we swim with the kids on the north shore over the holidays",
      "where can we swim with the kids on the north shore during whale season",
      "where can we swim with the kids on the north shore during big wave season",
    ]) {
      const reply = ask(message, JULY);
      expect(reply.text, message).not.toMatch(/Usually yes/);
      expect(reply.places.length, message).toBeGreaterThan(0);
      expect(roughFor(ids(reply), 1), message).toEqual([]);
    }
    expect(ask("is tunnels good for snorkeling during whale season?", JULY).text).toMatch(
      /^No - [\s\S]*December through April/,
    );
    expect(ask("hanalei bay during big wave season with a toddler?", JULY).text).toMatch(/October to March/);
    expect(ask("tunnels snorkel 1/15", JULY).text).toMatch(/^No - .*January/);
  });
});
