// Temporary files removed when the process is stopped by a signal (see the header).

#include <limits.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "SharedElementsKernels.h"

// A slot's states: free, being filled (claimed, path not complete yet), and holding a path.
enum { sek_slot_free = 0, sek_slot_filling = 1, sek_slot_ready = 2 };

static int sek_slot_state[SEK_TEMPORARY_SLOTS];
static char sek_slot_path[SEK_TEMPORARY_SLOTS][PATH_MAX];

int sek_temporary_add(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int i = 0; i < SEK_TEMPORARY_SLOTS; i++) {
        int expected = sek_slot_free;
        if (__atomic_compare_exchange_n(&sek_slot_state[i], &expected, sek_slot_filling, 0, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED)) {
            memcpy(sek_slot_path[i], path, length + 1);
            __atomic_store_n(&sek_slot_state[i], sek_slot_ready, __ATOMIC_RELEASE);
            return i;
        }
    }
    return -1;
}

void sek_temporary_drop(int slot) {
    if (slot < 0 || slot >= SEK_TEMPORARY_SLOTS) return;
    __atomic_store_n(&sek_slot_state[slot], sek_slot_free, __ATOMIC_RELEASE);
}

int sek_temporary_find(const char *path) {
    for (int i = 0; i < SEK_TEMPORARY_SLOTS; i++) {
        if (__atomic_load_n(&sek_slot_state[i], __ATOMIC_ACQUIRE) == sek_slot_ready && strcmp(sek_slot_path[i], path) == 0)
            return i;
    }
    return -1;
}

// Only async-signal-safe calls: unlink, signal, raise.
static void sek_remove_temporaries_and_stop(int signal_number) {
    for (int i = 0; i < SEK_TEMPORARY_SLOTS; i++) {
        if (__atomic_load_n(&sek_slot_state[i], __ATOMIC_ACQUIRE) == sek_slot_ready) unlink(sek_slot_path[i]);
    }
    // Then stop as the signal would have: the shell sees the usual status (130 for Ctrl-C).
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void sek_temporary_remove_on_signals(void) {
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction previous;
        // A signal the process was told to ignore (`nohup`) stays ignored.
        if (sigaction(signals[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = sek_remove_temporaries_and_stop;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}
