/**
 * The card and token catalogue: the game-relevant text of the cards arbiter knows.
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.cards;
