#pragma once

// What every fuzz target needs once: a QCoreApplication (translations, resources) that lives for the run.
#include <QCoreApplication>

namespace gpuplan::fuzz {
inline void init()
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = new QCoreApplication(argc, argv);
    (void)app;
}
} // namespace gpuplan::fuzz
