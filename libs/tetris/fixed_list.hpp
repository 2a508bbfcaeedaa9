#pragma once
// A list with its capacity fixed at compile time, living wholly on the stack or inside its
// owner: move generation fills one per decision and must never touch the heap.

#include <array>
#include <cassert>
#include <cstddef>

namespace gameai::tetris {

template <class T, std::size_t N>
class FixedList {
 public:
  using value_type = T;
  using iterator = T*;
  using const_iterator = const T*;

  static constexpr std::size_t capacity() noexcept { return N; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  void clear() noexcept { size_ = 0; }

  void push_back(const T& value) noexcept {
    assert(size_ < N);
    items_[size_++] = value;
  }

  T& operator[](std::size_t i) noexcept { return items_[i]; }
  const T& operator[](std::size_t i) const noexcept { return items_[i]; }

  T* begin() noexcept { return items_.data(); }
  T* end() noexcept { return items_.data() + size_; }
  const T* begin() const noexcept { return items_.data(); }
  const T* end() const noexcept { return items_.data() + size_; }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace gameai::tetris
