from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_detail import BatchDetail


T = TypeVar("T", bound="GetSmsBatchResponse200")


@_attrs_define
class GetSmsBatchResponse200:
    """
    Attributes:
        data (BatchDetail): A batch with its messages counted by status: its live progress
    """

    data: BatchDetail

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_detail import BatchDetail  # noqa: PLC0415

        d = dict(src_dict)
        data = BatchDetail.from_dict(d.pop("data"))

        get_sms_batch_response_200 = cls(
            data=data,
        )

        return get_sms_batch_response_200
