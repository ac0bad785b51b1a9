from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.opt_out import OptOut


T = TypeVar("T", bound="PostOptOutsResponse200")


@_attrs_define
class PostOptOutsResponse200:
    """
    Attributes:
        data (OptOut): A number that asked to receive nothing more, on one channel or on every channel
    """

    data: OptOut

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
        from ..models.opt_out import OptOut  # noqa: PLC0415

        d = dict(src_dict)
        data = OptOut.from_dict(d.pop("data"))

        post_opt_outs_response_200 = cls(
            data=data,
        )

        return post_opt_outs_response_200
