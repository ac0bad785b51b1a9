from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_detail import BatchDetail


T = TypeVar("T", bound="BatchCancellation")


@_attrs_define
class BatchCancellation:
    """The messages of a batch cancelled and refunded, and the batch after it

    Attributes:
        message (str):
        cancelled (int):
        data (BatchDetail): A batch with its messages counted by status: its live progress
    """

    message: str
    cancelled: int
    data: BatchDetail

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        cancelled = self.cancelled

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "cancelled": cancelled,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_detail import BatchDetail  # noqa: PLC0415

        d = dict(src_dict)
        message = d.pop("message")

        cancelled = d.pop("cancelled")

        data = BatchDetail.from_dict(d.pop("data"))

        batch_cancellation = cls(
            message=message,
            cancelled=cancelled,
            data=data,
        )

        return batch_cancellation
