import { useQuery } from "@tanstack/react-query";
import { MessageCircle, Route as RouteIcon, Search, Star, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { MarkdownReply } from "@/client/components/places/markdown-reply";
import { PlaceCard } from "@/client/components/places/place-card";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { toastError } from "@/client/lib/errors";
import { showToast } from "@/client/lib/toast";
import { TRIP_CATEGORIES, TRIP_CATEGORY_VALUES } from "@/shared/constants";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import type { SavedTripItem } from "@/shared/schemas/trip";
import { getSavedTripItemsQueryOptions, useDeleteSavedTripItem, useUpdateSavedTripItem } from "../api/trip-api";

function SavedItem({ item }: { item: SavedTripItem }) {
  const [note, setNote] = useState(item.note ?? "");
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSavedTripItem(item.id, {
    onSuccess: (_saved, patch) => {
      if (patch.note !== undefined) showToast({ title: "Note saved" });
    },
    onError: (error) => toastError(error, "Failed to update the saved item."),
  });
  const remove = useDeleteSavedTripItem(item.id, {
    onSuccess: () => {
      setConfirming(false);
      showToast({ title: "Removed from your trip" });
    },
    onError: (error) => toastError(error, "Failed to remove the saved item."),
  });
  const noteId = `note-${item.id}`;
  return (
    <article className="bg-card grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border p-4 shadow-sm [overflow-wrap:anywhere]">
      <div className="flex items-start justify-between gap-2">
        <p className="text-muted-foreground text-xs">
          Saved {new Date(item.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
        </p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={item.isFavorite ? "Remove from favourites" : "Add to favourites"}
            aria-pressed={item.isFavorite}
            onClick={() => update.mutate({ isFavorite: !item.isFavorite })}
          >
            <Star className={item.isFavorite ? "fill-amber-400 text-amber-500" : undefined} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Delete saved item"
            onClick={() => setConfirming(true)}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      <MarkdownReply text={item.content} />
      {item.places.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {item.places.map((place) => (
            <li key={place.place_id}>
              <PlaceCard place={place} />
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ note });
        }}
      >
        <label htmlFor={noteId} className="text-sm font-medium">
          Note
        </label>
        <div className="flex gap-2">
          <Input
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Add a note"
          />
          <Button type="submit" variant="outline" disabled={update.isPending}>
            Save note
          </Button>
        </div>
      </form>
      {item.conversationId ? (
        <Link
          to={`${paths.chat}?c=${item.conversationId}`}
          className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          <MessageCircle aria-hidden className="size-4" />
          Open the conversation
        </Link>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove this recommendation?</DialogTitle>
            <DialogDescription>
              It will be removed from your trip. The conversation stays in the chat.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}

/** My Trip's saved recommendations, grouped by the ten trip categories, with favourites and search. */
export function SavedRecommendations() {
  const { data, isPending, isError } = useQuery(getSavedTripItemsQueryOptions());
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [query, setQuery] = useState("");
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (data ?? []).filter(
      (item) =>
        (!favouritesOnly || item.isFavorite) &&
        (!q ||
          item.content.toLowerCase().includes(q) ||
          (item.note ?? "").toLowerCase().includes(q) ||
          item.places.some((p) => p.name.toLowerCase().includes(q))),
    );
  }, [data, favouritesOnly, query]);

  if (isPending) return <p role="status">{LOADING}</p>;
  if (isError)
    return (
      <p role="alert" className="text-destructive">
        Failed to load your saved recommendations. Please try again.
      </p>
    );
  if ((data ?? []).length === 0) {
    return (
      <div className="bg-card grid gap-4 rounded-xl border p-6 text-center">
        <p>Nothing saved yet. Save replies from the chat, or build a day-by-day plan.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.chat}>
              <MessageCircle aria-hidden />
              Open the chat
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.itineraryBuilder}>
              <RouteIcon aria-hidden />
              Build an itinerary
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search aria-hidden className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" />
          <Input
            aria-label="Search saved recommendations"
            placeholder="Search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button
          variant={favouritesOnly ? "default" : "outline"}
          aria-pressed={favouritesOnly}
          onClick={() => setFavouritesOnly((v) => !v)}
        >
          <Star aria-hidden />
          Favourites only
        </Button>
      </div>
      {filtered.length === 0 ? <p className="text-muted-foreground">No saved recommendations match.</p> : null}
      {TRIP_CATEGORY_VALUES.map((category) => {
        const items = filtered.filter((item) => item.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`category-${category}`} className="grid gap-3">
            <h3 id={`category-${category}`} className="text-xl font-semibold">
              {TRIP_CATEGORIES[category]}{" "}
              <span className="text-muted-foreground text-sm font-normal">({items.length})</span>
            </h3>
            {items.map((item) => (
              <SavedItem key={item.id} item={item} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
