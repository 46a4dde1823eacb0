import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { NotFoundPage } from "@/client/components/errors/not-found-page";
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
import { Label } from "@/client/components/ui/label";
import { ApiClientError } from "@/client/lib/api-client";
import { toastError } from "@/client/lib/errors";
import { showToast } from "@/client/lib/toast";
import { LOADING } from "@/shared/messages/shell";
import { paths } from "@/shared/paths";
import { getSavedItineraryQueryOptions, useDeleteItinerary, useRenameItinerary } from "../api/itinerary-api";
import { DayEditor } from "./day-editor";
import { ItineraryResult } from "./itinerary-result";
import { ShareControl, TripFeedback } from "./trip-feedback";

/** /itinerary/:id: a saved itinerary with the builder's result views, rename and delete. */
export function SavedItineraryView() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ ...getSavedItineraryQueryOptions(id), retry: false });
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [title, setTitle] = useState("");
  const rename = useRenameItinerary(id, {
    onSuccess: () => {
      setRenaming(false);
      showToast({ title: "Itinerary renamed" });
    },
    onError: (error) => toastError(error, "Failed to rename the itinerary."),
  });
  const remove = useDeleteItinerary(id, {
    onSuccess: () => {
      showToast({ title: "Itinerary deleted" });
      navigate(paths.itineraries, { replace: true });
    },
    onError: (error) => toastError(error, "Failed to delete the itinerary."),
  });

  if (query.isPending)
    return (
      <p className="p-10 text-center" role="status">
        {LOADING}
      </p>
    );
  if (query.error instanceof ApiClientError && query.error.status === 404) return <NotFoundPage />;
  if (!query.data)
    return (
      <p className="text-destructive p-10 text-center" role="alert">
        Failed to load the itinerary. Please try again.
      </p>
    );
  const saved = query.data;

  return (
    <>
      <ItineraryResult
        itinerary={saved.itinerary}
        heading={saved.title}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => {
                setTitle(saved.title);
                setRenaming(true);
              }}
            >
              <Pencil aria-hidden />
              Rename
            </Button>
            <Button variant="outline" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </>
        }
      />
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-10">
        <DayEditor saved={saved} />
        <ShareControl saved={saved} />
        <TripFeedback saved={saved} />
      </div>
      <Dialog open={renaming} onOpenChange={setRenaming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename itinerary</DialogTitle>
            <DialogDescription>Give this plan a name you will recognise.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="itinerary-title">Name</Label>
            <Input
              id="itinerary-title"
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
            <Button onClick={() => rename.mutate(title)} disabled={!title.trim() || rename.isPending}>
              Save name
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this itinerary?</DialogTitle>
            <DialogDescription>This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
