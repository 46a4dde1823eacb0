import { useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { Marquee } from "@/client/components/marquee";
import { LANDING } from "@/shared/messages/shell";
import type { PublicReview } from "@/shared/schemas/public-content";
import { getReviewsQueryOptions } from "../api/landing-api";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={value <= rating ? "size-4 fill-amber-400 text-amber-400" : "text-muted-foreground/40 size-4"}
        />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <figure className="bg-card flex h-full w-[300px] flex-col gap-3 rounded-xl border p-5 shadow-sm">
      <Stars rating={review.starRating} />
      {/* Plain text, never HTML. */}
      <blockquote className="text-sm leading-relaxed">“{review.reviewText}”</blockquote>
      <figcaption className="text-muted-foreground mt-auto text-sm font-medium">— {review.reviewerName}</figcaption>
    </figure>
  );
}

/** 'What Our Users Say': active reviews in a looping carousel. */
export function ReviewsCarousel() {
  const { data } = useQuery(getReviewsQueryOptions());
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="bg-muted/40 py-12">
      <h2 id="reviews-heading" className="mb-6 px-4 text-center text-2xl font-bold sm:text-3xl">
        {LANDING.testimonials}
      </h2>
      <Marquee
        label={LANDING.testimonials}
        items={data}
        getKey={(review) => review.id}
        durationSeconds={Math.max(30, data.length * 8)}
        renderItem={(review) => <ReviewCard review={review} />}
      />
    </section>
  );
}
